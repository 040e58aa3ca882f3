import { walletApi } from '@questboard/contract/wallet';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { CopyButton } from '../../../components/ui/copy-button';
import { LoadError } from '../../../components/ui/load-error';
import { keyOf } from '../../../lib/query-keys';
import { shortenAddress } from '../../../lib/shorten-address';
import { toastError, toastSuccess } from '../../../lib/toast';
import { useAuthStore } from '../../../stores/auth-store';
import { askFaucet, proveAddress, requestChallenge, useWallet } from '../api/wallet';
import { connectWallet, signMessage } from '../lib/injected-wallet';
import { useBrowserWallets } from '../lib/wallet-providers';
import {
  AddressChangeConfirm,
  type Confirmation,
  confirmationBody,
  emptyConfirmation,
  isConfirmed,
} from './address-change-confirm';

/** The proven address, and the way to prove one: connect the browser wallet, sign the server's message. */
export function AddressProofCard() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const wallet = useWallet();
  const [confirmation, setConfirmation] = useState<Confirmation>(emptyConfirmation);
  const proven = wallet.data?.address ?? null;
  const hasWallet = useBrowserWallets().wallets.length > 0;

  const prove = useMutation({
    mutationFn: async () => {
      const address = await connectWallet();
      const { message } = await requestChallenge(address);
      const signature = await signMessage(address, message);
      const result = await proveAddress({ message, signature, ...(proven ? confirmationBody(confirmation) : {}) });
      queryClient.setQueryData(keyOf(walletApi.wallet), result);
      const user = useAuthStore.getState().currentUser;
      if (user) useAuthStore.getState().setCurrentUser({ ...user, cryptoAddress: result.address });
      setConfirmation(emptyConfirmation);
      toastSuccess(t('chain_wallet.proven_toast'));
    },
    onError: (error) => toastError(error),
  });
  const faucet = useMutation({
    mutationFn: async () => {
      await askFaucet();
      toastSuccess(t('chain_wallet.faucet_toast'));
      return true;
    },
    onError: (error) => toastError(error),
  });

  if (wallet.isError) return <LoadError onRetry={() => wallet.refetch()} />;
  if (wallet.isPending) return <div className="h-20 animate-pulse rounded-xl bg-zinc-800/60" aria-busy="true" />;
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center gap-3 rounded-xl bg-zinc-950/60 p-4 ring-1 ring-zinc-800">
        {proven ? (
          <>
            <span className="font-mono text-lg text-violet-400" title={proven} data-testid="proven-address">
              {shortenAddress(proven)}
            </span>
            <span className="rounded-full bg-emerald-500/15 px-2 py-0.5 text-xs text-emerald-300">
              {t('chain_wallet.proven')}
            </span>
            <CopyButton value={proven} className="ml-auto" />
          </>
        ) : (
          <p className="text-sm text-zinc-400">{t('chain_wallet.not_proven')}</p>
        )}
      </div>
      <p className="text-sm text-zinc-400">{t('chain_wallet.prove_explain')}</p>
      {proven && <AddressChangeConfirm value={confirmation} onChange={setConfirmation} />}
      <div className="flex flex-wrap gap-3">
        <Button
          onClick={() => prove.mutate()}
          loading={prove.isPending}
          disabled={!hasWallet || (Boolean(proven) && !isConfirmed(confirmation))}
        >
          {proven ? t('chain_wallet.replace_address') : t('chain_wallet.connect_and_sign')}
        </Button>
        {wallet.data.chain.development && proven && (
          <Button variant="secondary" onClick={() => faucet.mutate()} loading={faucet.isPending}>
            {t('chain_wallet.faucet')}
          </Button>
        )}
      </div>
      {faucet.isSuccess && proven && (
        <p className="text-sm text-zinc-200" role="status" data-testid="faucet-next">
          {t('chain_wallet.faucet_next', { address: shortenAddress(proven) })}{' '}
          <Link to="/settings/deposit" className="text-violet-400 hover:underline">
            {t('chain_wallet.deposit_next')}
          </Link>
        </p>
      )}
      {!hasWallet && <p className="text-sm text-amber-200">{t('chain_wallet.no_wallet')}</p>}
    </div>
  );
}
