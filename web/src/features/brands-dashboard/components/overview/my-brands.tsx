import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '../../../../components/ui/button';
import { Card } from '../../../../components/ui/card';
import { Pager } from '../../../../components/ui/pager';
import { useMyBrands } from '../../api/brands';
import { BrandListItem } from './brand-list-item';
import { PageProblem } from './page-state';

const PAGE = 10;

/** The owner's brands, every status, newest first, paged; an empty state invites the first one. */
export function MyBrands() {
  const [offset, setOffset] = useState(0);
  const brands = useMyBrands(offset, PAGE);
  if (brands.isError) return <PageProblem error={brands.error} onRetry={() => void brands.refetch()} />;
  return (
    <Card>
      {brands.isPending ? (
        <div aria-busy="true" className="h-32 animate-pulse rounded-lg bg-zinc-800/60" />
      ) : brands.data.total === 0 ? (
        <EmptyBrands />
      ) : (
        <ul className="-mx-3 flex flex-col" data-testid="my-brands">
          {brands.data.items.map((brand) => (
            <BrandListItem key={brand.id} brand={brand} />
          ))}
        </ul>
      )}
      <Pager
        offset={offset}
        limit={PAGE}
        total={brands.data?.total ?? 0}
        onChange={setOffset}
        busy={brands.isFetching}
      />
    </Card>
  );
}

/** No brand yet: what a brand is for and the button to create one. */
export function EmptyBrands() {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col items-center gap-3 py-10 text-center" data-testid="no-brands">
      <h2 className="text-lg font-semibold">{t('brands_dashboard.empty_title')}</h2>
      <p className="max-w-md text-sm text-zinc-400">{t('brands_dashboard.empty_text')}</p>
      <Link to="/brands-dashboard/brands/create" className={buttonClass('primary', 'md', 'mt-2')}>
        {t('brands_dashboard.create_brand')}
      </Link>
    </div>
  );
}
