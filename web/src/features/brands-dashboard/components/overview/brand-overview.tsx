import type { Brand } from '@questboard/contract/brands';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '../../../../components/ui/button';
import { useCategoryName } from '../../../../hooks/use-category-name';
import { BrandQuests } from './brand-quests';
import { BrandStatusAction } from './brand-status-action';
import { PageHeader } from './page-header';
import { StatusBadge } from './status-badge';

/**
 * A brand as its owner manages it: what the public sees, its status, its quests and the way to add one; `exports` is
 * the page's exports card (another feature's), under the quests.
 */
export function BrandOverview({ brand, exports }: { brand: Brand; exports?: ReactNode }) {
  const { t } = useTranslation();
  const categoryName = useCategoryName();
  const name = brand.name ?? t('brands_dashboard.untitled_brand');
  return (
    <>
      <PageHeader
        back={{ to: '/brands-dashboard/brands', label: t('pages.bd_brands') }}
        title={
          <span className="flex flex-wrap items-center gap-3">
            {name} <StatusBadge status={brand.status} />
          </span>
        }
        actions={
          <>
            {brand.status !== 'INACTIVE' && (
              <Link to={`/brands-dashboard/brands/${brand.id}/create-quest`} className={buttonClass('primary')}>
                {t('brands_dashboard.brand.create_quest')}
              </Link>
            )}
            <Link to={`/brands-dashboard/brands/${brand.id}/edit`} className={buttonClass('secondary')}>
              {t('brands_dashboard.edit')}
            </Link>
            <Link to={`/brands-dashboard/brands/${brand.id}/developers`} className={buttonClass('secondary')}>
              {t('developers.link')}
            </Link>
            <Link to={`/brands-dashboard/brands/${brand.id}/seasons`} className={buttonClass('secondary')}>
              {t('seasons.link')}
            </Link>
            <Link to={`/brands-dashboard/brands/${brand.id}/badge`} className={buttonClass('secondary')}>
              {t('badges.brand.link')}
            </Link>
            <BrandStatusAction brand={brand} />
          </>
        }
      />
      <div className="flex flex-col gap-6">
        <section className="overflow-hidden rounded-2xl bg-zinc-900/70 ring-1 ring-zinc-800">
          <div className="aspect-[4/1] bg-gradient-to-br from-violet-600/30 to-zinc-900">
            {brand.cover && <img src={brand.cover} alt="" className="size-full object-cover" />}
          </div>
          <div className="flex flex-col gap-4 p-6 sm:flex-row">
            <div className="-mt-14 size-20 shrink-0 overflow-hidden rounded-2xl bg-zinc-800 ring-4 ring-zinc-900">
              {brand.logo && <img src={brand.logo} alt="" className="size-full object-cover" />}
            </div>
            <div className="min-w-0 flex-1">
              <p className="whitespace-pre-line text-sm text-zinc-300">
                {brand.description ?? t('brands_dashboard.brand.no_description')}
              </p>
              <ul className="mt-3 flex flex-wrap gap-2">
                {brand.categories.map((c) => (
                  <li key={c.id} className="rounded-full bg-zinc-800 px-2.5 py-0.5 text-xs">
                    {categoryName(c)}
                  </li>
                ))}
              </ul>
              {brand.backers.length > 0 && (
                <p className="mt-3 text-xs text-zinc-400">
                  {t('brands_dashboard.brand.backed_by', { names: brand.backers.map((b) => b.name).join(', ') })}
                </p>
              )}
              {brand.status === 'ACTIVE' && (
                <Link
                  to={`/brands/${brand.slug}`}
                  className="mt-3 inline-block text-sm text-violet-400 hover:underline"
                >
                  {t('brands_dashboard.brand.public_page')}
                </Link>
              )}
            </div>
          </div>
        </section>
        <BrandQuests brandId={brand.id} />
        {exports}
      </div>
    </>
  );
}
