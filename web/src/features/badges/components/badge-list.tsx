import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useUserBadges } from '../api/badges';
import { BadgeMedal } from './badge-medal';

/** A person's badges as a grid of medals, each leading to its public page; nothing while they hold none. */
export function BadgeList({ userKey }: { userKey: string }) {
  const { t } = useTranslation();
  const badges = useUserBadges(userKey);
  const items = badges.data?.items ?? [];
  if (!badges.isSuccess || items.length === 0) return null;
  return (
    <section aria-labelledby="badges-title" className="flex flex-col gap-3" data-testid="badge-list">
      <h2 id="badges-title" className="text-lg font-semibold text-zinc-50">
        {t('badges.title', { count: items.length })}
      </h2>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
        {items.map((badge) => (
          <li key={badge.id}>
            <Link
              to={`/badges/${badge.id}`}
              className="flex h-full items-center gap-3 rounded-xl bg-zinc-900/70 p-3 ring-1 ring-zinc-800 transition-colors hover:bg-zinc-800/70 focus-visible:outline-2 focus-visible:outline-violet-400"
            >
              <BadgeMedal badge={badge} className="size-11" />
              <span className="flex min-w-0 flex-col">
                <span className="truncate text-sm font-semibold text-zinc-50">{badge.name}</span>
                <span className="truncate text-xs text-zinc-400">{badge.brand?.name ?? t('badges.by_questboard')}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
