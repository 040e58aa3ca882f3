import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMyXp } from '../api/my-xp';
import { LevelProgress } from './level-progress';

/** The signed-in person's level and XP in the account menu, linking to the leaderboard. */
export function MyLevel({ onNavigate }: { onNavigate?(): void }) {
  const { t } = useTranslation();
  const mine = useMyXp();
  if (mine.isPending) return <div className="mx-3 my-2 h-9 animate-pulse rounded-md bg-zinc-800" aria-hidden="true" />;
  if (mine.isError) return null;
  return (
    <Link
      to="/leaderboard"
      onClick={() => onNavigate?.()}
      className="mx-1 block rounded-md px-2 py-2 hover:bg-zinc-800"
      data-testid="my-level"
    >
      <LevelProgress xp={mine.data} />
      {mine.data.rank !== null && (
        <span className="mt-1 block text-xs text-zinc-400">{t('xp.my_rank', { rank: mine.data.rank })}</span>
      )}
    </Link>
  );
}
