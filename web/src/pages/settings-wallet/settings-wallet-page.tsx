import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Card } from '../../components/ui/card';
import { Tabs } from '../../components/ui/tabs';
import { WalletCard } from '../../features/settings/components/wallet-card';
import { BalanceHistory } from '../../features/wallet/components/balance-history';
import { BalanceSummary } from '../../features/wallet/components/balance-summary';
import { ClaimHistory } from '../../features/wallet/components/claim-history';
import { SettingsSkeleton } from '../settings/settings-skeleton';
import { useRequiredUser } from '../settings/use-required-user';

type HistoryTab = 'balance' | 'claims';

export function Component() {
  const { t } = useTranslation();
  const user = useRequiredUser();
  const [tab, setTab] = useState<HistoryTab>('balance');
  if (!user) return <SettingsSkeleton />;
  return (
    <div className="flex flex-col gap-6">
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
        <h2 className="mb-4 text-lg font-semibold">{t('settings.wallet')}</h2>
        <WalletCard key={user.cryptoAddress ?? 'none'} user={user} />
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
