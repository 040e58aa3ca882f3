import { useParams } from 'react-router';
import { PageLoading, PageProblem } from '../../features/brands-dashboard/components/overview/page-state';
import { QuestOverview } from '../../features/brands-dashboard/components/overview/quest-overview';
import { useOwnedQuest } from '../../features/brands-dashboard/hooks/use-owned-quest';
import { useDistribution } from '../../features/distribution/api/distribution';
import { DistributionSettings } from '../../features/distribution/components/distribution-settings';
import { AppealsQueue } from '../../features/eligibility/components/appeals-queue';
import { RiskPanel } from '../../features/eligibility/components/risk-panel';
import { ExportsCard } from '../../features/exports/components/exports-card';
import { QuestInvitations } from '../../features/people/components/quest-invitations';
import { AllTaskResults } from '../../features/quest-funds/components/all-task-results';
import { ProviderUsageCard } from '../../features/quest-funds/components/provider-usage-card';
import { QuestFundsPanel } from '../../features/quest-funds/components/quest-funds-panel';
import { ReviewQueue } from '../../features/quest-funds/components/review-queue';
import { StatisticsChart } from '../../features/quest-funds/components/statistics-chart';
import { ReferralBonusSettings } from '../../features/referrals/components/referral-bonus-settings';
import { QuestReferralTree } from '../../features/referrals/components/referral-tree';
import { DevFundOffer } from '../../features/wallet/components/dev-fund-offer';

export function Component() {
  const { id = '' } = useParams();
  const quest = useOwnedQuest(id);
  if (quest.isPending) return <PageLoading />;
  if (quest.isError) return <PageProblem error={quest.error} onRetry={() => void quest.refetch()} />;
  if (quest.forbidden) return <PageProblem kind="forbidden" />;
  const data = quest.data;
  return (
    <QuestOverview
      quest={data}
      parts={{
        money: (
          <>
            {/* Before publishing, how the pool will pay sits above the Publish button (the builder's own card). */}
            {data.status === 'DRAFT' && (
              <>
                <DistributionSettings questId={data.id} editable rewardAmount={data.rewardAmount} />
                <ReferralBonusSettings questId={data.id} editable />
              </>
            )}
            <QuestFundsPanel quest={data} addFunds={(shortBy) => <DevFundOffer atLeast={shortBy} />} />
          </>
        ),
        statistics: (
          <div className="flex min-w-0 flex-col gap-6">
            <StatisticsChart questId={data.id} />
            <QuestExports questId={data.id} />
            <ProviderUsageCard questId={data.id} />
            <QuestReferralTree questId={data.id} />
          </div>
        ),
        reviews: (
          <div className="flex min-w-0 flex-col gap-6">
            <ReviewQueue questId={data.id} />
            <AppealsQueue questId={data.id} />
            <RiskPanel questId={data.id} />
            <AllTaskResults questId={data.id} />
          </div>
        ),
        invitations: <QuestInvitations quest={data} />,
      }}
    />
  );
}

/** The quest's exports, with its payouts once a pool paid at the end is settled. */
function QuestExports({ questId }: { questId: string }) {
  const pays = useDistribution(questId);
  const settledPool = pays.data !== undefined && pays.data.mode !== 'FIRST_COME' && pays.data.state === 'SETTLED';
  return <ExportsCard scope="quest" id={questId} payouts={settledPool} />;
}
