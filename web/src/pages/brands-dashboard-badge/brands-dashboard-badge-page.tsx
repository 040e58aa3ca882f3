import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { BadgeQuests } from '../../features/badges/components/badge-quests';
import { BrandBadgeEditor } from '../../features/badges/components/brand-badge-editor';
import { useBrandQuests } from '../../features/brands-dashboard/api/quests';
import { PageHeader } from '../../features/brands-dashboard/components/overview/page-header';
import { PageLoading, PageProblem } from '../../features/brands-dashboard/components/overview/page-state';
import { useOwnedBrand } from '../../features/brands-dashboard/hooks/use-owned-brand';

/** At most this many of the brand's quests are listed with their switch (newest first). */
const QUESTS_SHOWN = 100;

/** Brand → Badge: the brand's own badge (defined once, changed any time) and the quests that award it. */
export function Component() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const brand = useOwnedBrand(id);
  const quests = useBrandQuests(id, 0, QUESTS_SHOWN);
  if (brand.isPending) return <PageLoading />;
  if (brand.isError) return <PageProblem error={brand.error} onRetry={() => void brand.refetch()} />;
  if (brand.forbidden) return <PageProblem kind="forbidden" />;
  return (
    <>
      <PageHeader
        back={{ to: `/brands-dashboard/brands/${id}`, label: brand.data.name ?? t('brands_dashboard.untitled_brand') }}
        title={t('badges.brand.page_title')}
      />
      <div className="flex flex-col gap-6">
        <BrandBadgeEditor brand={brand.data} />
        <BadgeQuests
          brandId={id}
          quests={quests.data?.items ?? []}
          loading={quests.isPending}
          failed={quests.isError}
          onRetry={() => void quests.refetch()}
        />
      </div>
    </>
  );
}
