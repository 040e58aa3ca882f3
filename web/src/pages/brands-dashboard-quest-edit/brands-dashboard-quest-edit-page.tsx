import { useParams } from 'react-router';
import { PageLoading, PageProblem } from '../../features/brands-dashboard/components/overview/page-state';
import { QuestEdit } from '../../features/brands-dashboard/components/quest-form/quest-edit';
import { QuestReadOnly } from '../../features/brands-dashboard/components/quest-form/quest-read-only';
import { useOwnedQuest } from '../../features/brands-dashboard/hooks/use-owned-quest';
import { DistributionSettings } from '../../features/distribution/components/distribution-settings';
import { EligibilitySettings } from '../../features/eligibility/components/eligibility-settings';
import { ReferralBonusSettings } from '../../features/referrals/components/referral-bonus-settings';

export function Component() {
  const { id = '' } = useParams();
  const quest = useOwnedQuest(id);
  if (quest.isPending) return <PageLoading />;
  if (quest.isError) return <PageProblem error={quest.error} onRetry={() => void quest.refetch()} />;
  if (quest.forbidden) return <PageProblem kind="forbidden" />;
  if (quest.data.status === 'ENDED') return <QuestReadOnly quest={quest.data} />;
  return (
    <div className="flex flex-col gap-6">
      <QuestEdit key={quest.data.id} quest={quest.data} />
      <DistributionSettings
        questId={quest.data.id}
        editable={quest.data.status === 'DRAFT'}
        rewardAmount={quest.data.rewardAmount}
      />
      <ReferralBonusSettings questId={quest.data.id} editable={quest.data.status === 'DRAFT'} />
      <EligibilitySettings questId={quest.data.id} editable={quest.data.status === 'DRAFT'} />
    </div>
  );
}
