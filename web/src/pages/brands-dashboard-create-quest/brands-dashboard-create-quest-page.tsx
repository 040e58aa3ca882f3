import { useParams } from 'react-router';
import { useQuestDraft } from '../../features/brands-dashboard/api/quests';
import { PageLoading, PageProblem } from '../../features/brands-dashboard/components/overview/page-state';
import { QuestCreate } from '../../features/brands-dashboard/components/quest-form/quest-create';
import { useOwnedBrand } from '../../features/brands-dashboard/hooks/use-owned-brand';
import { DistributionSettings } from '../../features/distribution/components/distribution-settings';
import { ReferralBonusSettings } from '../../features/referrals/components/referral-bonus-settings';

export function Component() {
  const { id = '' } = useParams();
  const brand = useOwnedBrand(id);
  // The draft is asked only of the owner: for anyone else the server answers 403.
  const draft = useQuestDraft(id, Boolean(brand.data && !brand.forbidden));
  if (brand.isError) return <PageProblem error={brand.error} onRetry={() => void brand.refetch()} />;
  if (brand.forbidden) return <PageProblem kind="forbidden" />;
  // A draft cached from an earlier visit may have been published since: only a fresh answer resumes.
  if (brand.isPending || draft.isPending || (draft.isFetching && !draft.isFetchedAfterMount)) return <PageLoading />;
  if (draft.isError) return <PageProblem error={draft.error} onRetry={() => void draft.refetch()} />;
  return (
    <QuestCreate
      key={brand.data.id}
      brand={brand.data}
      draft={draft.data}
      howItPays={(saved) => (
        <>
          <DistributionSettings questId={saved?.id ?? null} editable rewardAmount={saved?.rewardAmount ?? '0'} />
          {saved && <ReferralBonusSettings questId={saved.id} editable />}
        </>
      )}
    />
  );
}
