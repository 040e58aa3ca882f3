import type { QuestSummary } from '@questboard/contract/quests';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LogoImage } from '../../../components/ui/logo-image';
import { formatTokenAmount } from '../../../lib/format-tokens';
import { FundingBadge } from './funding-badge';
import { TimeLeftLabel } from './time-left-label';

/**
 * A quest in a grid: image, brand, title, reward per participant, time left; the whole card links to it. `first`
 * marks a card of the grid's first row, whose image is on screen as the page opens: fetched at once (the first
 * card's ahead of the rest) instead of lazily, so it is not the page's last paint.
 */
export function QuestCard({ quest, first }: { quest: QuestSummary; first?: 'lead' | 'row' }) {
  const { t } = useTranslation();
  return (
    <article
      data-testid="quest-card"
      className="group relative flex h-full flex-col overflow-hidden rounded-2xl bg-zinc-900/70 ring-1 ring-zinc-800 transition hover:ring-violet-500/60 focus-within:ring-2 focus-within:ring-violet-400"
    >
      <div className="relative aspect-video bg-gradient-to-br from-violet-700/40 to-zinc-900">
        {quest.image && (
          <img
            src={quest.image}
            alt=""
            loading={first ? 'eager' : 'lazy'}
            fetchPriority={first === 'lead' ? 'high' : undefined}
            className="size-full object-cover"
          />
        )}
        <FundingBadge quest={quest} className="absolute top-3 left-3" />
      </div>
      <div className="flex flex-1 flex-col gap-3 p-4">
        <p className="flex min-w-0 items-center gap-2 text-xs text-zinc-400">
          <LogoImage src={quest.brand.logo} name={quest.brand.name} className="size-5 rounded-md text-[10px]" />
          <span className="truncate">{quest.brand.name}</span>
        </p>
        <h3 className="line-clamp-2 font-semibold text-balance">
          <Link
            to={`/quests/${quest.slug}`}
            className="after:absolute after:inset-0 focus-visible:outline-none group-hover:text-violet-200"
          >
            {quest.title ?? t('browse.untitled')}
          </Link>
        </h3>
        <div className="mt-auto flex items-end justify-between gap-3 border-t border-zinc-800 pt-3">
          <div className="min-w-0">
            <p className="text-xs text-zinc-400">
              {quest.pool === null ? t('browse.quest.reward_each') : t('browse.quest.pool')}
            </p>
            <p
              className="truncate font-mono text-lg font-semibold text-violet-300"
              title={quest.pool ?? quest.rewardAmount}
            >
              {formatTokenAmount(quest.pool ?? quest.rewardAmount)}{' '}
              <span className="text-xs text-zinc-400">{t('browse.tokens')}</span>
            </p>
          </div>
          <TimeLeftLabel quest={quest} className="shrink-0 text-right text-xs text-zinc-400" />
        </div>
      </div>
    </article>
  );
}
