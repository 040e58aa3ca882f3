import { STREAK_RULES } from '@questboard/contract/constants';
import { type DayNumber, isoOf, localDay, monthOf } from './local-days';

/** A person's streak as counted from their completions (docs/streaks.md). */
export interface StreakCount {
  current: number;
  best: number;
  doneToday: boolean;
  repairedThisMonth: number;
  repairsLeft: number;
  today: string;
  /** The first day of the current streak (YYYY-MM-DD); null without one. Milestone XP is keyed by it. */
  currentSince: string | null;
}

/** Repairs spent per calendar month (YYYY-MM). */
type Budget = Map<string, number>;

/** Spends repairs for every missed day when each one's month still has them; else spends nothing and answers false. */
function repair(missed: DayNumber[], budget: Budget): boolean {
  if (missed.length > 2 * STREAK_RULES.repairsPerMonth) return false;
  const wanted = new Map<string, number>();
  for (const day of missed) wanted.set(monthOf(day), (wanted.get(monthOf(day)) ?? 0) + 1);
  for (const [month, n] of wanted) if ((budget.get(month) ?? 0) + n > STREAK_RULES.repairsPerMonth) return false;
  for (const [month, n] of wanted) budget.set(month, (budget.get(month) ?? 0) + n);
  return true;
}

const between = (from: DayNumber, to: DayNumber): DayNumber[] =>
  to - from > 2 * STREAK_RULES.repairsPerMonth + 1
    ? new Array(to - from).fill(0) // too many to repair anyway: only the count matters
    : Array.from({ length: Math.max(0, to - from - 1) }, (_, i) => from + 1 + i);

/**
 * Counts a streak from the instants a person completed quests, in their time zone: a day counts when it holds a
 * completion (on their wall clock); up to STREAK_RULES.repairsPerMonth missed days per calendar month are repaired
 * automatically, oldest first, and keep the streak without adding to it. Today is still open: until today's quest
 * is done, the current streak is the one that reached yesterday (its missed days repaired if repairs are left).
 */
export function countStreak(completions: Date[], timeZone: string, now: Date): StreakCount {
  const today = localDay(now, timeZone);
  const days = [...new Set(completions.map((at) => localDay(at, timeZone)))]
    .filter((d) => d <= today)
    .sort((a, b) => a - b);
  const budget: Budget = new Map();
  let best = 0;
  let length = 0;
  let since: DayNumber | null = null;
  let last: DayNumber | null = null;
  for (const day of days) {
    if (last === null || !repair(between(last, day), budget)) {
      length = 0;
      since = day;
    }
    length += 1;
    best = Math.max(best, length);
    last = day;
  }
  const doneToday = last === today;
  const alive = last !== null && (doneToday || repair(between(last, today), budget));
  const repaired = budget.get(monthOf(today)) ?? 0;
  return {
    current: alive ? length : 0,
    best,
    doneToday,
    repairedThisMonth: repaired,
    repairsLeft: Math.max(0, STREAK_RULES.repairsPerMonth - repaired),
    today: isoOf(today),
    currentSince: alive && since !== null ? isoOf(since) : null,
  };
}
