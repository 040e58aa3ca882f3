import type { QuestSummary } from '@questboard/contract/quests';
import type { TFunction } from 'i18next';

export type TimeUnit = 'day' | 'hour' | 'minute';
export type TimeLeft = { kind: 'ended' | 'open' } | { kind: 'starts' | 'ends'; count: number; unit: TimeUnit };

const UNITS: Array<[TimeUnit, number]> = [
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
];

/** The largest whole unit, rounded down (at least one minute). */
function largestUnit(ms: number): { count: number; unit: TimeUnit } {
  for (const [unit, size] of UNITS) {
    if (ms >= size) return { count: Math.floor(ms / size), unit };
  }
  return { count: 1, unit: 'minute' };
}

/** Where a quest stands in time: not started yet, running until its end, ended, or running with no end. */
export function timeLeft(quest: Pick<QuestSummary, 'phase' | 'startAt' | 'endAt'>, now: number): TimeLeft {
  if (quest.phase === 'ENDED') return { kind: 'ended' };
  const start = quest.startAt ? Date.parse(quest.startAt) : null;
  if (start !== null && start > now) return { kind: 'starts', ...largestUnit(start - now) };
  const end = quest.endAt ? Date.parse(quest.endAt) : null;
  if (end === null) return { kind: 'open' };
  if (end <= now) return { kind: 'ended' };
  return { kind: 'ends', ...largestUnit(end - now) };
}

/**
 * "Ends in 3 days", "Starts in 5 hours", "Ended" or "No end date", from plural strings rather than
 * Intl.RelativeTimeFormat: the first Intl formatter a page builds costs ~60 ms of main thread (ICU set-up), and every
 * quest card shows a time.
 */
export function timeLeftText(left: TimeLeft, t: TFunction): string {
  if ('unit' in left) return t(`browse.time.${left.kind}_${left.unit}`, { count: left.count });
  return t(`browse.time.${left.kind}`);
}
