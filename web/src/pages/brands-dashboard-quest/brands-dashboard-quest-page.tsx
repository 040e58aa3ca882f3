import { useParams } from 'react-router';
import { PageLoading, PageProblem } from '../../features/brands-dashboard/components/overview/page-state';
import { QuestOverview } from '../../features/brands-dashboard/components/overview/quest-overview';
import { useOwnedQuest } from '../../features/brands-dashboard/hooks/use-owned-quest';

export function Component() {
  const { id = '' } = useParams();
  const quest = useOwnedQuest(id);
  if (quest.isPending) return <PageLoading />;
  if (quest.isError) return <PageProblem error={quest.error} onRetry={() => void quest.refetch()} />;
  if (quest.forbidden) return <PageProblem kind="forbidden" />;
  return <QuestOverview quest={quest.data} />;
}
