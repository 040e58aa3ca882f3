import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { LoadError } from '../../../components/ui/load-error';
import { formatTokenAmount } from '../../../lib/format-tokens';
import { usePersonalDashboard } from '../api/dashboard';
import { DashboardQuestList } from './dashboard-quest-list';
import { ReceivedInvites } from './received-invites';

/** A signed-in person's overview: invitations, quests in progress, rewards to claim, new quests, balance. */
export function PersonalDashboard({ balance }: { balance: ReactNode }) {
  const { t } = useTranslation();
  const dashboard = usePersonalDashboard(true);
  const data = dashboard.data;
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <div className="flex flex-col gap-6">
        <ReceivedInvites />
        {dashboard.isError && <LoadError onRetry={() => void dashboard.refetch()} />}
        <DashboardQuestList
          title={t('people.dashboard.in_progress')}
          empty={
            <>
              {t('people.dashboard.no_progress')}{' '}
              <Link to="/quests" className="text-violet-300 hover:underline">
                {t('people.dashboard.browse_quests')}
              </Link>
            </>
          }
          quests={data?.inProgress}
          detail={(q) => t('people.dashboard.left', { count: q.left, total: q.total })}
          testId="dashboard-in-progress"
        />
        <DashboardQuestList
          title={t('people.dashboard.to_claim')}
          empty={t('people.dashboard.nothing_to_claim')}
          quests={data?.toClaim}
          detail={(q) => t('people.dashboard.claim', { amount: formatTokenAmount(q.rewardAmount) })}
          testId="dashboard-to-claim"
        />
      </div>
      <div className="flex flex-col gap-6">
        <Card className="flex flex-col gap-3">
          <div className="flex items-center justify-between gap-3">
            <h2 className="text-lg font-semibold">{t('people.dashboard.balance')}</h2>
            <Link to="/settings/wallet" className={buttonClass('link')}>
              {t('people.dashboard.wallet')}
            </Link>
          </div>
          {balance}
        </Card>
        <DashboardQuestList
          title={t('people.dashboard.from_followed')}
          empty={
            <>
              {t('people.dashboard.no_followed')}{' '}
              <Link to="/brands" className="text-violet-300 hover:underline">
                {t('people.dashboard.browse_brands')}
              </Link>
            </>
          }
          quests={data?.fromFollowedBrands}
          detail={(q) => t(`people.invites.phase_${q.phase}`)}
          testId="dashboard-followed"
        />
      </div>
    </div>
  );
}
