import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageHeader } from '../../features/brands-dashboard/components/overview/page-header';
import { PageLoading, PageProblem } from '../../features/brands-dashboard/components/overview/page-state';
import { useOwnedBrand } from '../../features/brands-dashboard/hooks/use-owned-brand';
import { BrandBoard } from '../../features/seasons/components/brand-board';
import { BrandSeasons } from '../../features/seasons/components/brand-seasons';

/** Brand → Seasons: the owner's seasons (create, publish after a confirmation) and the brand's own board. */
export function Component() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const brand = useOwnedBrand(id);
  if (brand.isPending) return <PageLoading />;
  if (brand.isError) return <PageProblem error={brand.error} onRetry={() => void brand.refetch()} />;
  if (brand.forbidden) return <PageProblem kind="forbidden" />;
  return (
    <>
      <PageHeader
        back={{ to: `/brands-dashboard/brands/${id}`, label: brand.data.name ?? t('brands_dashboard.untitled_brand') }}
        title={t('seasons.title')}
      >
        <p className="text-sm text-zinc-400">{t('seasons.text')}</p>
      </PageHeader>
      <div className="flex flex-col gap-8">
        <BrandSeasons brandId={id} />
        <section className="flex flex-col gap-3" aria-labelledby="brand-board-title">
          <h2 id="brand-board-title" className="text-lg font-semibold">
            {t('seasons.brand_board')}
          </h2>
          <BrandBoard brandId={id} />
        </section>
      </div>
    </>
  );
}
