import { useBrandDraft } from '../../features/brands-dashboard/api/brands';
import { BrandCreate } from '../../features/brands-dashboard/components/brand-form/brand-create';
import { PageLoading, PageProblem } from '../../features/brands-dashboard/components/overview/page-state';

export function Component() {
  const draft = useBrandDraft();
  if (draft.isPending) return <PageLoading />;
  if (draft.isError) return <PageProblem error={draft.error} onRetry={() => void draft.refetch()} />;
  return <BrandCreate draft={draft.data} />;
}
