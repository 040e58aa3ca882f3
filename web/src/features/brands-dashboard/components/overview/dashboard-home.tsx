import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '../../../../components/ui/button';
import { Card } from '../../../../components/ui/card';
import { useMyBrands } from '../../api/brands';
import { BrandListItem } from './brand-list-item';
import { EmptyBrands } from './my-brands';
import { PageHeader } from './page-header';
import { PageLoading, PageProblem } from './page-state';
import { RecentQuests } from './recent-quests';

const BRANDS = 100;

/** The owner's brands and quests at a glance: counts, statuses and links. */
export function DashboardHome() {
  const { t } = useTranslation();
  const brands = useMyBrands(0, BRANDS);
  if (brands.isPending) return <PageLoading />;
  if (brands.isError) return <PageProblem error={brands.error} onRetry={() => void brands.refetch()} />;
  const { items, total } = brands.data;
  const draft = items.find((b) => b.status === 'CREATING');
  const counts = [
    [t('brands_dashboard.stats.brands'), total],
    [t('brands_dashboard.stats.active'), items.filter((b) => b.status === 'ACTIVE').length],
    [t('brands_dashboard.stats.public_quests'), items.reduce((sum, b) => sum + b.questCount, 0)],
  ] as const;
  return (
    <>
      <PageHeader
        title={t('pages.brands_dashboard')}
        actions={
          total > 0 && (
            <Link to="/brands-dashboard/brands/create" className={buttonClass('primary')}>
              {draft ? t('brands_dashboard.resume_brand') : t('brands_dashboard.create_brand')}
            </Link>
          )
        }
      />
      {total === 0 ? (
        <Card>
          <EmptyBrands />
        </Card>
      ) : (
        <div className="flex flex-col gap-6">
          <dl className="grid grid-cols-3 gap-3">
            {counts.map(([label, value]) => (
              <Card key={label} className="p-4">
                <dt className="text-xs text-zinc-400">{label}</dt>
                <dd className="mt-1 text-2xl font-semibold">{value}</dd>
              </Card>
            ))}
          </dl>
          <div className="grid gap-6 lg:grid-cols-2">
            <Card>
              <div className="mb-3 flex items-center justify-between gap-3">
                <h2 className="text-lg font-semibold">{t('pages.bd_brands')}</h2>
                <Link to="/brands-dashboard/brands" className="text-sm text-violet-400 hover:underline">
                  {t('brands_dashboard.see_all')}
                </Link>
              </div>
              <ul className="-mx-3 flex flex-col">
                {items.slice(0, 5).map((brand) => (
                  <BrandListItem key={brand.id} brand={brand} />
                ))}
              </ul>
            </Card>
            <RecentQuests brands={items.slice(0, 10)} />
          </div>
        </div>
      )}
    </>
  );
}
