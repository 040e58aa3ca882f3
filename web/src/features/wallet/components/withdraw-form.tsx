import { balancesApi } from '@questboard/contract/balances';
import { ERROR_CODES } from '@questboard/contract/errors';
import { isTokenAmount } from '@questboard/contract/money';
import type { Asset, Wallet, WithdrawFee } from '@questboard/contract/wallet';
import { walletApi } from '@questboard/contract/wallet';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { isApiError } from '../../../lib/api-error';
import { useRefusedFields } from '../../../lib/form-errors';
import { invalidate } from '../../../lib/query-keys';
import { shortenAddress } from '../../../lib/shorten-address';
import { toastSuccess } from '../../../lib/toast';
import { quoteWithdrawal, requestWithdrawal } from '../api/wallet';

/** Amount and asset, the fee quoted as you type, what arrives; a confirmation before anything moves. */
export function WithdrawForm({ wallet }: { wallet: Wallet }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [amount, setAmount] = useState('');
  const [asset, setAsset] = useState<Asset>('TOKEN');
  const [quote, setQuote] = useState<WithdrawFee | null>(null);
  const [code, setCode] = useState('');
  const [askCode, setAskCode] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [requestKey, setRequestKey] = useState(() => crypto.randomUUID());
  const symbol = asset === 'TOKEN' ? wallet.chain.tokenSymbol : wallet.chain.nativeSymbol;
  const valid = isTokenAmount(amount.trim()) && Number(amount) > 0;
  const refused = useRefusedFields<{ amount: string; code: string }>();
  const serverErrors = refused.errorsFor({ amount, code });

  useEffect(() => {
    if (!valid) {
      setQuote(null);
      return;
    }
    let live = true;
    const timer = setTimeout(() => {
      quoteWithdrawal({ amount: amount.trim(), asset })
        .then((q) => live && setQuote(q))
        .catch(() => live && setQuote(null));
    }, 250);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [amount, asset, valid]);

  const withdraw = useMutation({
    mutationFn: async () => {
      try {
        await requestWithdrawal({ amount: amount.trim(), asset, requestKey, ...(code ? { code } : {}) });
      } catch (error) {
        if (isApiError(error) && error.code === ERROR_CODES.WITHDRAW_CODE_REQUIRED) {
          setAskCode(true);
          setConfirming(false);
        }
        throw error;
      }
      setConfirming(false);
      setAmount('');
      setCode('');
      setAskCode(false);
      setRequestKey(crypto.randomUUID());
      void invalidate(queryClient, balancesApi.balance, walletApi.withdrawals);
      toastSuccess(t('chain_wallet.withdraw_requested'));
    },
    onError: (error) => refused.refuse({ amount, code }, error),
  });

  if (!wallet.address) return <p className="text-sm text-zinc-400">{t('chain_wallet.withdraw_needs_proof')}</p>;
  if (wallet.rules.paused) return <p className="text-sm text-amber-200">{t('chain_wallet.paused')}</p>;
  return (
    <form
      className="flex flex-col gap-4"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        if (valid) setConfirming(true);
      }}
    >
      <div className="grid gap-3 sm:grid-cols-[1fr_10rem]">
        <Input
          label={t('chain_wallet.amount')}
          inputMode="decimal"
          value={amount}
          onChange={(e) => setAmount(e.target.value)}
          error={amount && !valid ? t('chain_wallet.amount_invalid') : serverErrors.amount}
          hint={t('chain_wallet.rules', {
            minimum: wallet.rules.minimum,
            daily: wallet.rules.dailyLimit,
            symbol,
          })}
        />
        <Select
          label={t('chain_wallet.asset')}
          value={asset}
          onChange={(e) => setAsset(e.target.value as Asset)}
          options={[
            { value: 'TOKEN', label: wallet.chain.tokenSymbol },
            { value: 'NATIVE', label: wallet.chain.nativeSymbol },
          ]}
        />
      </div>
      {quote && (
        <dl
          className="grid grid-cols-3 gap-2 rounded-xl bg-zinc-950/60 p-4 text-sm ring-1 ring-zinc-800"
          data-testid="quote"
        >
          <div>
            <dt className="text-zinc-400">{t('chain_wallet.fee')}</dt>
            <dd className="font-mono">{`${quote.fee} ${symbol}`}</dd>
          </div>
          <div>
            <dt className="text-zinc-400">{t('chain_wallet.total')}</dt>
            <dd className="font-mono">{`${quote.total} ${symbol}`}</dd>
          </div>
          <div>
            <dt className="text-zinc-400">{t('chain_wallet.arrives')}</dt>
            <dd className="font-mono" data-testid="arrives">{`${quote.receive} ${symbol}`}</dd>
          </div>
        </dl>
      )}
      {askCode && (
        <Input
          label={t('chain_wallet.code')}
          inputMode="numeric"
          autoComplete="one-time-code"
          value={code}
          onChange={(e) => setCode(e.target.value)}
          error={serverErrors.code}
          hint={t('chain_wallet.code_hint')}
        />
      )}
      <Button type="submit" disabled={!valid} className="self-start">
        {t('chain_wallet.withdraw')}
      </Button>
      {confirming && quote && (
        <Dialog title={t('chain_wallet.confirm_title')} onClose={() => setConfirming(false)}>
          <p className="text-sm text-zinc-300">
            {t('chain_wallet.confirm_text', {
              amount: quote.receive,
              symbol,
              address: shortenAddress(wallet.address),
              total: quote.total,
            })}
          </p>
          <div className="mt-6 flex justify-end gap-3">
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              {t('chain_wallet.cancel')}
            </Button>
            <Button onClick={() => withdraw.mutate()} loading={withdraw.isPending}>
              {t('chain_wallet.confirm_withdraw')}
            </Button>
          </div>
        </Dialog>
      )}
    </form>
  );
}
