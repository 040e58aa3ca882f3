import { useTranslation } from 'react-i18next';
import { LeaderboardBoard } from '../../features/xp/components/leaderboard-board';

export function Component() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-10 sm:px-6 lg:px-8">
      <header>
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{t('xp.title')}</h1>
        <p className="mt-2 text-zinc-400">{t('xp.subtitle')}</p>
      </header>
      <LeaderboardBoard />
    </div>
  );
}
