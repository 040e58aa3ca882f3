import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { useBalance } from '../../../hooks/use-balance';
import { formatTokenAmount } from '../../../lib/format-tokens';
import { useWallet } from '../api/wallet';

/** The token and native balances, with loading and error states. */
export function BalanceSummary() {
  const { t } = useTranslation();
  const balance = useBalance();
  // The chain's own names (the token's symbol) once known; the generic words until then.
  const chain = useWallet().data?.chain;
  if (balance.isError) {
    return (
      <div role="alert" className="flex items-center gap-3 text-sm text-red-300">
        {t('wallet.load_failed')}
        <Button variant="secondary" size="sm" onClick={() => balance.refetch()}>
          {t('shared.retry')}
        </Button>
      </div>
    );
  }
  const tiles = [
    {
      label: chain?.tokenSymbol ?? t('wallet.token'),
      amount: balance.data?.ntwrxToken.amount,
      testId: 'balance-token',
    },
    { label: chain?.nativeSymbol ?? t('wallet.native'), amount: balance.data?.native.amount, testId: 'balance-native' },
  ];
  return (
    <dl className="grid gap-3 sm:grid-cols-2" aria-busy={balance.isPending}>
      {tiles.map((tile) => (
        <div key={tile.testId} className="rounded-xl bg-zinc-950/60 p-4 ring-1 ring-zinc-800">
          <dt className="text-sm text-zinc-400">{tile.label}</dt>
          <dd className="mt-1 truncate font-mono text-2xl font-semibold" title={tile.amount} data-testid={tile.testId}>
            {balance.isPending ? (
              <span className="inline-block h-7 w-24 animate-pulse rounded bg-zinc-800" />
            ) : (
              formatTokenAmount(tile.amount)
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
