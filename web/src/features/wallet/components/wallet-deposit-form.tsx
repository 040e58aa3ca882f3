import { isTokenAmount } from '@questboard/contract/money';
import type { Wallet } from '@questboard/contract/wallet';
import { walletApi } from '@questboard/contract/wallet';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Hex } from 'viem';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { invalidate } from '../../../lib/query-keys';
import { toastError, toastSuccess } from '../../../lib/toast';
import { connectWallet, sendFromWallet } from '../lib/injected-wallet';
import { useBrowserWallets } from '../lib/wallet-providers';

/** Sends tokens from the connected browser wallet (it must be the proven address) to the deposit address. */
export function WalletDepositForm({ wallet }: { wallet: Wallet }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [amount, setAmount] = useState('');
  const hasWallet = useBrowserWallets().wallets.length > 0;
  const valid = isTokenAmount(amount.trim()) && Number(amount) > 0;
  const send = useMutation({
    mutationFn: async () => {
      const from = await connectWallet();
      if (from.toLowerCase() !== wallet.address?.toLowerCase()) throw new Error(t('chain_wallet.wrong_account'));
      await sendFromWallet({
        from,
        to: wallet.chain.depositAddress as Hex,
        amount: amount.trim(),
        token: { address: wallet.chain.tokenAddress as Hex, decimals: wallet.chain.tokenDecimals },
      });
      setAmount('');
      void invalidate(queryClient, walletApi.deposits);
      toastSuccess(t('chain_wallet.deposit_sent'));
    },
    onError: (error) => toastError(error),
  });
  if (!wallet.address || !hasWallet) return null;
  return (
    <form
      noValidate
      className="flex flex-wrap items-end gap-3"
      onSubmit={(e) => {
        e.preventDefault();
        if (valid) send.mutate();
      }}
    >
      <Input
        label={t('chain_wallet.deposit_amount', { symbol: wallet.chain.tokenSymbol })}
        inputMode="decimal"
        value={amount}
        onChange={(e) => setAmount(e.target.value)}
        className="min-w-40 flex-1"
      />
      <Button type="submit" disabled={!valid} loading={send.isPending}>
        {t('chain_wallet.deposit_from_wallet')}
      </Button>
    </form>
  );
}
