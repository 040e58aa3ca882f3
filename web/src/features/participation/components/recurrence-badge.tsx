import type { QuestRecurrence } from '@questboard/contract/constants';
import { useTranslation } from 'react-i18next';

/** "Daily", "Weekly" or "Monthly" beside a recurring quest's title; nothing for a quest that happens once. */
export function RecurrenceBadge({ recurrence }: { recurrence: QuestRecurrence }) {
  const { t } = useTranslation();
  if (recurrence === 'ONCE') return null;
  return (
    <span
      className="rounded-full border border-violet-500/40 bg-violet-500/10 px-2.5 py-0.5 text-xs font-medium text-violet-200"
      data-testid="recurrence-badge"
    >
      {t(`streaks.recurrence.${recurrence}`)}
    </span>
  );
}

/** A recurring quest done for this period: come back when the next one starts. */
export function PeriodDone({ recurrence, nextPeriodAt }: { recurrence: QuestRecurrence; nextPeriodAt: string | null }) {
  const { t, i18n } = useTranslation();
  if (recurrence === 'ONCE') return null;
  const when = nextPeriodAt
    ? new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(nextPeriodAt))
    : null;
  return (
    <div className="rounded-lg border border-emerald-500/30 bg-emerald-500/10 px-3 py-2" data-testid="period-done">
      <p className="text-sm font-medium text-emerald-200">{t(`streaks.done_period.${recurrence}`)}</p>
      {when && <p className="text-xs text-emerald-300/80">{t('streaks.next_round', { when })}</p>}
    </div>
  );
}
