import type { QuestRecurrence } from '@questboard/contract/constants';

const DAY_MS = 86_400_000;
const isoDay = (at: Date) => at.toISOString().slice(0, 10);

/** The first instant (UTC) of the period of `recurrence` that holds `now`; null for a quest that happens once. */
export function periodStart(recurrence: QuestRecurrence, now: Date): Date | null {
  const day = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  switch (recurrence) {
    case 'DAILY':
      return new Date(day);
    case 'WEEKLY':
      // Weeks start Monday 00:00 UTC, as the XP week does.
      return new Date(day - ((now.getUTCDay() + 6) % 7) * DAY_MS);
    case 'MONTHLY':
      return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
    default:
      return null;
  }
}

/** When the period after the one holding `now` starts; null for a quest that happens once. */
export function nextPeriodStart(recurrence: QuestRecurrence, now: Date): Date | null {
  const start = periodStart(recurrence, now);
  if (!start) return null;
  if (recurrence === 'DAILY') return new Date(start.getTime() + DAY_MS);
  if (recurrence === 'WEEKLY') return new Date(start.getTime() + 7 * DAY_MS);
  return new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, 1));
}

/**
 * The participation key of the period holding `now`: its first day (YYYY-MM-DD, UTC) for a recurring quest, '' for
 * a quest that happens once (its one participation per person).
 */
export function periodKey(recurrence: QuestRecurrence, now: Date): string {
  const start = periodStart(recurrence, now);
  return start ? isoDay(start) : '';
}
