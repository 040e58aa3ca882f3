import { useParams } from 'react-router';
import { PageLoading, PageProblem } from '../../features/brands-dashboard/components/overview/page-state';
import { QuestOverview } from '../../features/brands-dashboard/components/overview/quest-overview';
import { useOwnedQuest } from '../../features/brands-dashboard/hooks/use-owned-quest';
import { QuestInvitations } from '../../features/people/components/quest-invitations';
import { QuestMoneyPanel } from '../../features/quest-money/components/quest-money-panel';
import { ReviewQueue } from '../../features/quest-money/components/review-queue';
import { StatisticsChart } from '../../features/quest-money/components/statistics-chart';

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
        money: <QuestMoneyPanel quest={data} />,
        statistics: <StatisticsChart questId={data.id} />,
        reviews: <ReviewQueue questId={data.id} />,
        invitations: <QuestInvitations quest={data} />,
      }}
    />
  );
}
