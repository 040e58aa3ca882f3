import type { Brand } from '@questboard/contract/brands';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LogoImage } from '../../../components/ui/logo-image';
import { useCategoryName } from '../../../hooks/use-category-name';

/** A brand in the grid: cover, logo, name, categories and quest count; the whole card links to its page. */
export function BrandCard({ brand }: { brand: Brand }) {
  const { t } = useTranslation();
  const categoryName = useCategoryName();
  return (
    <article
      data-testid="brand-card"
      className="group relative flex h-full flex-col overflow-hidden rounded-2xl bg-zinc-900/70 ring-1 ring-zinc-800 transition hover:ring-violet-500/60 focus-within:ring-2 focus-within:ring-violet-400"
    >
      <div className="h-24 bg-gradient-to-br from-violet-700/50 to-zinc-900">
        {brand.cover && <img src={brand.cover} alt="" loading="lazy" className="size-full object-cover" />}
      </div>
      <div className="flex flex-1 flex-col gap-3 px-4 pb-4">
        <LogoImage src={brand.logo} name={brand.name} className="-mt-8 size-16 text-xl ring-4 ring-zinc-900" />
        <h3 className="truncate text-lg font-semibold">
          <Link
            to={`/brands/${brand.slug}`}
            className="after:absolute after:inset-0 focus-visible:outline-none group-hover:text-violet-200"
          >
            {brand.name}
          </Link>
        </h3>
        {brand.categories.length > 0 && (
          <ul className="flex flex-wrap gap-1.5">
            {brand.categories.map((category) => (
              <li key={category.id} className="rounded-full bg-zinc-800 px-2.5 py-0.5 text-xs text-zinc-300">
                {categoryName(category)}
              </li>
            ))}
          </ul>
        )}
        <p className="mt-auto text-sm text-zinc-400">{t('browse.brand.quest_count', { count: brand.questCount })}</p>
      </div>
    </article>
  );
}
