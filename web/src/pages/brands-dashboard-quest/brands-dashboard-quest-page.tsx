import { useParams } from 'react-router';
import { PageLoading, PageProblem } from '../../features/brands-dashboard/components/overview/page-state';
import { QuestOverview } from '../../features/brands-dashboard/components/overview/quest-overview';
import { useOwnedQuest } from '../../features/brands-dashboard/hooks/use-owned-quest';
import { QuestInvitations } from '../../features/people/components/quest-invitations';
import { AllTaskResults } from '../../features/quest-funds/components/all-task-results';
import { QuestFundsPanel } from '../../features/quest-funds/components/quest-funds-panel';
import { ReviewQueue } from '../../features/quest-funds/components/review-queue';
import { StatisticsChart } from '../../features/quest-funds/components/statistics-chart';
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
        money: <QuestFundsPanel quest={data} addFunds={(shortBy) => <DevFundOffer atLeast={shortBy} />} />,
        statistics: <StatisticsChart questId={data.id} />,
        reviews: (
          <div className="flex min-w-0 flex-col gap-6">
            <ReviewQueue questId={data.id} />
            <AllTaskResults questId={data.id} />
          </div>
        ),
        invitations: <QuestInvitations quest={data} />,
      }}
    />
  );
}
