import lucide from 'virtual:icons/lucide?flame';
import type { PublicStreak, Streak } from '@questboard/contract/streaks';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/ui/icon';
import { cn } from '../../../lib/cn';
import { useMyStreak, useUserStreak } from '../api/streaks';

/** A streak's figures: current days (with a flame), best, and — for one's own — today's state and repairs left. */
function StreakFigures({ streak, own }: { streak: PublicStreak & Partial<Streak>; own: boolean }) {
  const { t } = useTranslation();
  const lit = streak.current > 0;
  return (
    <div className="flex items-start gap-3" data-testid="streak">
      <Icon set={lucide} name="flame" className={cn('size-8 shrink-0', lit ? 'text-orange-400' : 'text-zinc-600')} />
      <div className="flex min-w-0 flex-col gap-0.5">
        <p className="text-lg font-semibold text-zinc-100" data-testid="streak-current">
          {lit ? t('streaks.current', { count: streak.current }) : t('streaks.none')}
        </p>
        <p className="text-sm text-zinc-400" data-testid="streak-best">
          {t('streaks.best', { count: streak.best })}
        </p>
        {own && (
          <p className={cn('text-sm', streak.doneToday ? 'text-emerald-400' : 'text-amber-300')}>
            {streak.doneToday ? t('streaks.done_today') : lit ? t('streaks.keep_it') : t('streaks.start_one')}
          </p>
        )}
        {own && streak.repairsLeft !== undefined && lit && (
          <p className="text-xs text-zinc-500">{t('streaks.repairs_left', { count: streak.repairsLeft })}</p>
        )}
        {own && streak.timeZone && (
          <p className="text-xs text-zinc-500">{t('streaks.zone', { zone: streak.timeZone })}</p>
        )}
      </div>
    </div>
  );
}

const frame = 'rounded-2xl border border-zinc-800 bg-zinc-900/60 p-4';

/** The signed-in person's streak (dashboard). */
export function MyStreakCard({ className }: { className?: string }) {
  const { t } = useTranslation();
  const streak = useMyStreak();
  if (streak.isError) return null;
  return (
    <section className={cn(frame, className)} aria-label={t('streaks.title')}>
      {streak.isPending ? (
        <div className="h-14 animate-pulse rounded-md bg-zinc-800" aria-busy="true" />
      ) : (
        <StreakFigures streak={streak.data} own />
      )}
    </section>
  );
}

/** A person's streak on their public page (no time zone, no repairs). */
export function UserStreak({ userKey, className }: { userKey: string; className?: string }) {
  const { t } = useTranslation();
  const streak = useUserStreak(userKey);
  if (!streak.isSuccess) return null;
  return (
    <section className={cn(frame, 'max-w-sm', className)} aria-label={t('streaks.title')}>
      <StreakFigures streak={streak.data} own={false} />
    </section>
  );
}
