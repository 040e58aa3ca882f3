import type { Leaderboard, LeaderboardEntry } from '@questboard/contract/xp';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cn } from '../lib/cn';
import { Avatar } from './ui/avatar';

function Row({ entry, mine, testId }: { entry: LeaderboardEntry; mine: boolean; testId: string }) {
  const { t, i18n } = useTranslation();
  const name = entry.user.displayName || entry.user.username;
  return (
    <li
      className={cn(
        'flex items-center gap-3 rounded-xl px-3 py-2.5',
        mine ? 'bg-violet-600/15 ring-1 ring-violet-500/40' : 'odd:bg-zinc-900/60',
      )}
      data-testid={mine ? `${testId}-me` : `${testId}-row`}
    >
      <span className="w-10 shrink-0 text-right font-mono text-sm font-semibold text-zinc-300">#{entry.rank}</span>
      <Avatar src={entry.user.avatar} name={name} className="size-8 shrink-0" />
      <div className="min-w-0 flex-1">
        <Link to={`/users/${entry.user.username}`} className="block truncate text-sm font-medium hover:underline">
          {name}
        </Link>
        <span className="text-xs text-zinc-400">
          {t('shared.board.level', { level: entry.level })}
          {mine && <span className="ml-1.5 font-medium text-violet-300">{t('shared.board.you')}</span>}
        </span>
      </div>
      <span className="shrink-0 text-sm font-semibold tabular-nums">
        {t('shared.board.xp', { xp: entry.xp.toLocaleString(i18n.language) })}
      </span>
    </li>
  );
}

/**
 * An XP board's page of rows (rank, person, level, XP; the viewer's own row marked), and the viewer's own place
 * under them when it is off the page: the global leaderboard's, a season's and a brand's. `testId` names the rows
 * (`<testId>-row`, `<testId>-me`).
 */
export function BoardRows({
  board,
  label,
  testId,
  dimmed,
}: {
  board: Leaderboard;
  label: string;
  testId: string;
  dimmed: boolean;
}) {
  const { t } = useTranslation();
  const { items, me } = board;
  const meOnPage = me !== null && items.some((e) => e.user.id === me.user.id);
  return (
    <>
      <ol className={cn('flex flex-col gap-1', dimmed && 'opacity-60')} aria-label={label}>
        {items.map((entry) => (
          <Row key={entry.user.id} entry={entry} mine={entry.user.id === me?.user.id} testId={testId} />
        ))}
      </ol>
      {me && !meOnPage && (
        <div className="mt-3 border-t border-zinc-800 pt-3">
          <p className="mb-1 px-3 text-xs text-zinc-400">{t('shared.board.your_place')}</p>
          <ol>
            <Row entry={me} mine testId={testId} />
          </ol>
        </div>
      )}
    </>
  );
}
