import { useParams } from 'react-router';
import { BrandEdit } from '../../features/brands-dashboard/components/brand-form/brand-edit';
import { PageLoading, PageProblem } from '../../features/brands-dashboard/components/overview/page-state';
import { useOwnedBrand } from '../../features/brands-dashboard/hooks/use-owned-brand';

export function Component() {
  const { id = '' } = useParams();
  const brand = useOwnedBrand(id);
  if (brand.isPending) return <PageLoading />;
  if (brand.isError) return <PageProblem error={brand.error} onRetry={() => void brand.refetch()} />;
  if (brand.forbidden) return <PageProblem kind="forbidden" />;
  return <BrandEdit key={brand.data.id} brand={brand.data} />;
}
