import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { LoadError } from '../../components/ui/load-error';
import { Skeleton } from '../../components/ui/skeleton';
import { useMyBrands } from '../../features/brands-dashboard/api/brands';
import { PageHeader } from '../../features/brands-dashboard/components/overview/page-header';
import { BrandNetwork } from '../../features/people/components/brand-network';

export function Component() {
  const { t } = useTranslation();
  const brands = useMyBrands(0, 100);
  const list = (brands.data?.items ?? []).filter((b) => b.status !== 'CREATING');
  return (
    <>
      <PageHeader title={t('pages.bd_network')} />
      <p className="mb-6 text-sm text-zinc-400">{t('people.network.subtitle')}</p>
      {brands.isPending && <Skeleton className="h-40" />}
      {brands.isError && <LoadError onRetry={() => void brands.refetch()} />}
      {brands.isSuccess && list.length === 0 && (
        <EmptyState
          title={t('people.network.no_brands')}
          action={
            <Link to="/brands-dashboard/brands/create" className={buttonClass('primary')}>
              {t('brands_dashboard.create_brand')}
            </Link>
          }
        />
      )}
      {list.length > 0 && <BrandNetwork brands={list} />}
    </>
  );
}
