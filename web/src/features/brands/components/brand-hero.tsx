import type { Brand } from '@questboard/contract/brands';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { MessageAction } from '../../../components/message-action';
import { LogoImage } from '../../../components/ui/logo-image';
import { bareHandle, displayHandle } from '../../../domain/social-handle';
import { useCategoryName } from '../../../hooks/use-category-name';
import { FollowButton } from './follow-button';

/**
 * The top of a brand page: cover, logo, name, categories, links, follow, description; `followers` beside the quest
 * count, `extra` under the links.
 */
export function BrandHero({ brand, followers, extra }: { brand: Brand; followers?: ReactNode; extra?: ReactNode }) {
  const { t } = useTranslation();
  const categoryName = useCategoryName();
  const links = [
    brand.website && { href: brand.website, label: new URL(brand.website).host },
    brand.twitter && {
      href: `https://x.com/${bareHandle(brand.twitter)}`,
      label: displayHandle(brand.twitter),
    },
  ].filter((link): link is { href: string; label: string } => Boolean(link));
  return (
    <header className="overflow-hidden rounded-2xl bg-zinc-900/90 ring-1 ring-zinc-800">
      <div className="aspect-[3/1] max-h-72 w-full bg-gradient-to-br from-violet-700/50 to-zinc-900 sm:aspect-[4/1]">
        {brand.cover && <img src={brand.cover} alt="" className="size-full object-cover" />}
      </div>
      <div className="flex flex-col gap-4 px-5 pb-6 sm:px-8">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <LogoImage
            src={brand.logo}
            name={brand.name}
            className="-mt-10 size-20 text-3xl ring-4 ring-zinc-900 sm:-mt-14 sm:size-28"
          />
          <div className="flex flex-wrap gap-2">
            <MessageAction user={{ id: brand.ownerId }} brandId={brand.id} />
            <FollowButton brandId={brand.id} brandName={brand.name ?? ''} />
          </div>
        </div>
        <div className="flex flex-col gap-2">
          <h1 className="text-3xl font-bold tracking-tight break-words sm:text-4xl">{brand.name}</h1>
          <div className="flex flex-wrap items-center gap-2 text-sm text-zinc-400">
            {brand.categories.map((category) => (
              <span key={category.id} className="rounded-full bg-zinc-800 px-2.5 py-0.5 text-xs text-zinc-300">
                {categoryName(category)}
              </span>
            ))}
            <span>{t('browse.brand.quest_count', { count: brand.questCount })}</span>
            {followers}
            {links.map((link) => (
              <a
                key={link.href}
                href={link.href}
                target="_blank"
                rel="noopener noreferrer"
                className="text-violet-300 hover:underline"
              >
                {link.label}
              </a>
            ))}
          </div>
          {extra}
        </div>
        {brand.description && (
          <p className="max-w-3xl text-sm leading-relaxed whitespace-pre-line text-zinc-300">{brand.description}</p>
        )}
      </div>
    </header>
  );
}
