import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Card } from '../../components/ui/card';
import { LoadError } from '../../components/ui/load-error';
import { useWallet } from '../../features/wallet/api/wallet';
import { BalanceSummary } from '../../features/wallet/components/balance-summary';
import { DepositAddressCard } from '../../features/wallet/components/deposit-address-card';
import { DepositList } from '../../features/wallet/components/deposit-list';
import { DevChainBadge } from '../../features/wallet/components/dev-chain-badge';
import { DevFundCard } from '../../features/wallet/components/dev-fund-card';
import { OwnWalletSteps } from '../../features/wallet/components/own-wallet-steps';
import { SettingsSkeleton } from '../settings/settings-skeleton';
import { useRequiredUser } from '../settings/use-required-user';

export function Component() {
  const { t } = useTranslation();
  const user = useRequiredUser();
  const wallet = useWallet();
  if (!user) return <SettingsSkeleton />;
  const data = wallet.data;
  return (
    <div className="flex flex-col gap-6">
      <DevChainBadge />
      <DevFundCard />
      <Card>
        <h2 className="text-lg font-semibold">{t('chain_wallet.own_wallet_title')}</h2>
        {wallet.isError && <LoadError onRetry={() => wallet.refetch()} />}
        {!data && !wallet.isError && <div className="mt-4 h-40 animate-pulse rounded-xl bg-zinc-800/60" />}
        {data && (
          <>
            <p className="mt-1 mb-4 text-sm text-zinc-400">{t('chain_wallet.own_wallet_intro')}</p>
            <OwnWalletSteps wallet={data} />
            <div className="mt-6 rounded-xl bg-zinc-950/60 p-4 ring-1 ring-zinc-800">
              <DepositAddressCard wallet={data} />
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
