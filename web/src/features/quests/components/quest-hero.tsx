import type { QuestDetail } from '@questboard/contract/quests';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LogoImage } from '../../../components/ui/logo-image';
import { useCategoryName } from '../../../hooks/use-category-name';
import { cn } from '../../../lib/cn';
import { FundingBadge } from './funding-badge';

const phaseTone: Record<QuestDetail['phase'], string> = {
  DRAFT: 'bg-zinc-700 text-zinc-100',
  UPCOMING: 'bg-sky-500/20 text-sky-200',
  LIVE: 'bg-violet-500/25 text-violet-100',
  ENDED: 'bg-zinc-800 text-zinc-300',
};

/** The top of a quest page: image, title, brand, phase, claimability and categories. */
export function QuestHero({ quest }: { quest: QuestDetail }) {
  const { t } = useTranslation();
  const categoryName = useCategoryName();
  return (
    <header className="grid gap-6 md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] md:items-center">
      <div className="aspect-video overflow-hidden rounded-2xl bg-gradient-to-br from-violet-700/50 to-zinc-900 ring-1 ring-zinc-800">
        {quest.image && <img src={quest.image} alt="" className="size-full object-cover" />}
      </div>
      <div className="flex min-w-0 flex-col gap-4">
        <Link
          to={`/brands/${quest.brand.slug}`}
          className="flex w-fit items-center gap-2 rounded-md text-sm font-medium text-zinc-300 hover:text-zinc-50 focus-visible:outline-2 focus-visible:outline-violet-400"
        >
          <LogoImage src={quest.brand.logo} name={quest.brand.name} className="size-8 rounded-lg text-sm" />
          {quest.brand.name}
        </Link>
        <h1 className="text-3xl font-bold tracking-tight text-balance break-words sm:text-4xl">
          {quest.title ?? t('browse.untitled')}
        </h1>
        <div className="flex flex-wrap items-center gap-2">
          <span className={cn('rounded-full px-2.5 py-0.5 text-xs font-semibold', phaseTone[quest.phase])}>
            {t(`browse.phase.${quest.phase}`)}
          </span>
          <FundingBadge quest={quest} />
          {quest.categories.map((category) => (
            <Link
              key={category.id}
              to={`/quests?category=${category.id}`}
              className="rounded-full bg-zinc-800 px-2.5 py-0.5 text-xs text-zinc-300 hover:bg-zinc-700"
            >
              {categoryName(category)}
            </Link>
          ))}
        </div>
      </div>
    </header>
  );
}
