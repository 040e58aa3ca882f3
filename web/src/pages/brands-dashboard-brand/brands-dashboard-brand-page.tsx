import { useParams } from 'react-router';
import { BrandOverview } from '../../features/brands-dashboard/components/overview/brand-overview';
import { PageLoading, PageProblem } from '../../features/brands-dashboard/components/overview/page-state';
import { useOwnedBrand } from '../../features/brands-dashboard/hooks/use-owned-brand';
import { ExportsCard } from '../../features/exports/components/exports-card';

export function Component() {
  const { id = '' } = useParams();
  const brand = useOwnedBrand(id);
  if (brand.isPending) return <PageLoading />;
  if (brand.isError) return <PageProblem error={brand.error} onRetry={() => void brand.refetch()} />;
  if (brand.forbidden) return <PageProblem kind="forbidden" />;
  return <BrandOverview brand={brand.data} exports={<ExportsCard scope="brand" id={brand.data.id} />} />;
}
