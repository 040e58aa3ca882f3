import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Card } from '../../components/ui/card';
import { LoadError } from '../../components/ui/load-error';
import { useWallet } from '../../features/wallet/api/wallet';
import { BalanceSummary } from '../../features/wallet/components/balance-summary';
import { DepositAddressCard } from '../../features/wallet/components/deposit-address-card';
import { DepositList } from '../../features/wallet/components/deposit-list';
import { DevChainBadge } from '../../features/wallet/components/dev-chain-badge';
import { WalletDepositForm } from '../../features/wallet/components/wallet-deposit-form';
import { SettingsSkeleton } from '../settings/settings-skeleton';
import { useRequiredUser } from '../settings/use-required-user';

const STEPS = ['chain_wallet.step_prove', 'chain_wallet.step_send', 'chain_wallet.step_wait'];

export function Component() {
  const { t } = useTranslation();
  const user = useRequiredUser();
  const wallet = useWallet();
  if (!user) return <SettingsSkeleton />;
  const data = wallet.data;
  return (
    <div className="flex flex-col gap-6">
      <DevChainBadge />
      <Card>
        <h2 className="text-lg font-semibold">{t('wallet.deposit_title')}</h2>
        {wallet.isError && <LoadError onRetry={() => wallet.refetch()} />}
        {!data && !wallet.isError && <div className="mt-4 h-40 animate-pulse rounded-xl bg-zinc-800/60" />}
        {data && (
          <>
            <ol className="mt-4 flex flex-col gap-3">
              {STEPS.map((step, index) => (
                <li key={step} className="flex gap-3">
                  <span className="flex size-7 shrink-0 items-center justify-center rounded-full bg-violet-600/20 text-sm font-semibold text-violet-300">
                    {index + 1}
                  </span>
                  <p className="pt-0.5 text-sm text-zinc-200">
                    {t(step, { symbol: data.chain.tokenSymbol, count: data.chain.confirmations })}
                  </p>
                </li>
              ))}
            </ol>
            {!data.address && (
              <Link to="/settings/wallet" className="mt-4 inline-block text-sm text-violet-400 hover:underline">
                {t('chain_wallet.prove_first')}
              </Link>
            )}
            <div className="mt-6 rounded-xl bg-zinc-950/60 p-4 ring-1 ring-zinc-800">
              <DepositAddressCard wallet={data} />
            </div>
            <div className="mt-6">
              <WalletDepositForm wallet={data} />
            </div>
          </>
        )}
      </Card>
      {data && (
        <Card>
          <h2 className="mb-2 text-lg font-semibold">{t('chain_wallet.deposits_title')}</h2>
          <DepositList wallet={data} />
        </Card>
      )}
      <Card>
        <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
          <h2 className="text-lg font-semibold">{t('wallet.balances')}</h2>
          <Link to="/settings/wallet" className="text-sm text-violet-400 hover:underline">
            {t('wallet.see_history')}
          </Link>
        </div>
        <BalanceSummary />
      </Card>
    </div>
  );
}
