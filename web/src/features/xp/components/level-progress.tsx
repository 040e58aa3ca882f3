import type { XpLevel } from '@questboard/contract/xp';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn';

/** A person's level and how far they are to the next one: "Level 3", a bar, "450 / 600 XP". */
export function LevelProgress({ xp, className }: { xp: XpLevel; className?: string }) {
  const { t, i18n } = useTranslation();
  const number = (n: number) => n.toLocaleString(i18n.language);
  const span = xp.nextLevelXp - xp.levelXp;
  const percent = span > 0 ? Math.min(100, Math.max(0, Math.round(((xp.xp - xp.levelXp) / span) * 100))) : 0;
  return (
    <div className={cn('flex flex-col gap-1.5', className)} data-testid="level-progress">
      <div className="flex items-baseline justify-between gap-3 text-sm">
        <span className="font-semibold text-violet-300">{t('xp.level', { level: xp.level })}</span>
        <span className="text-xs text-zinc-400">
          {t('xp.progress', { xp: number(xp.xp), next: number(xp.nextLevelXp) })}
        </span>
      </div>
      <div
        role="progressbar"
        aria-label={t('xp.to_next_level', { level: xp.level + 1 })}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-1.5 overflow-hidden rounded-full bg-zinc-800"
      >
        <div className="h-full rounded-full bg-violet-500" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
