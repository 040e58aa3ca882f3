import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Card } from '../../components/ui/card';
import { LoadError } from '../../components/ui/load-error';
import { Tabs } from '../../components/ui/tabs';
import { useWallet } from '../../features/wallet/api/wallet';
import { AddressProofCard } from '../../features/wallet/components/address-proof-card';
import { BalanceHistory } from '../../features/wallet/components/balance-history';
import { BalanceSummary } from '../../features/wallet/components/balance-summary';
import { ClaimHistory } from '../../features/wallet/components/claim-history';
import { DevChainBadge } from '../../features/wallet/components/dev-chain-badge';
import { WithdrawForm } from '../../features/wallet/components/withdraw-form';
import { WithdrawalList } from '../../features/wallet/components/withdrawal-list';
import { SettingsSkeleton } from '../settings/settings-skeleton';
import { useRequiredUser } from '../settings/use-required-user';

type HistoryTab = 'balance' | 'claims';

export function Component() {
  const { t } = useTranslation();
  const user = useRequiredUser();
  const wallet = useWallet();
  const [tab, setTab] = useState<HistoryTab>('balance');
  if (!user) return <SettingsSkeleton />;
  return (
    <div className="flex flex-col gap-6">
      <DevChainBadge />
      <Card>
        <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
          <h2 className="text-lg font-semibold">{t('wallet.balances')}</h2>
          <Link to="/settings/deposit" className="text-sm text-violet-400 hover:underline">
            {t('wallet.how_to_fund')}
          </Link>
        </div>
        <BalanceSummary />
      </Card>
      <Card>
        <h2 className="mb-4 text-lg font-semibold">{t('chain_wallet.address_title')}</h2>
        <AddressProofCard />
      </Card>
      <Card>
        <h2 className="mb-4 text-lg font-semibold">{t('chain_wallet.withdraw_title')}</h2>
        {wallet.isError ? (
          <LoadError onRetry={() => wallet.refetch()} />
        ) : wallet.data ? (
          <div className="flex flex-col gap-6">
            <WithdrawForm wallet={wallet.data} />
            <WithdrawalList wallet={wallet.data} />
          </div>
        ) : (
          <div className="h-24 animate-pulse rounded-xl bg-zinc-800/60" aria-busy="true" />
        )}
      </Card>
      <Card>
        <h2 className="mb-2 text-lg font-semibold">{t('wallet.history')}</h2>
        <Tabs<HistoryTab>
          label={t('wallet.history')}
          value={tab}
          onChange={setTab}
          items={[
            { key: 'balance', label: t('wallet.balance_history') },
            { key: 'claims', label: t('wallet.claim_history') },
          ]}
        >
          {tab === 'balance' ? <BalanceHistory /> : <ClaimHistory />}
        </Tabs>
      </Card>
    </div>
  );
}
