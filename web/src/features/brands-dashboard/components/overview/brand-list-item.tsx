import type { Brand } from '@questboard/contract/brands';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { StatusBadge } from './status-badge';

/** One of the owner's brands: logo, name, public quest count and status, linking to its dashboard page. */
export function BrandListItem({ brand }: { brand: Brand }) {
  const { t } = useTranslation();
  const to = brand.status === 'CREATING' ? '/brands-dashboard/brands/create' : `/brands-dashboard/brands/${brand.id}`;
  return (
    <li>
      <Link
        to={to}
        className="flex items-center gap-3 rounded-xl p-3 hover:bg-zinc-800/60 focus-visible:outline-2 focus-visible:outline-violet-400"
      >
        <div className="size-12 shrink-0 overflow-hidden rounded-xl bg-zinc-800">
          {brand.logo && <img src={brand.logo} alt="" className="size-full object-cover" />}
        </div>
        <div className="min-w-0 flex-1">
          <p className="truncate font-medium">{brand.name ?? t('brands_dashboard.untitled_brand')}</p>
          <p className="text-xs text-zinc-400">
            {t('brands_dashboard.brand.quest_count', { count: brand.questCount })}
          </p>
        </div>
        <StatusBadge status={brand.status} />
      </Link>
    </li>
  );
}
