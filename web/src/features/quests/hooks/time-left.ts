import type { QuestSummary } from '@questboard/contract/quests';

export type TimeLeftKind = 'starts' | 'ends' | 'ended' | 'open';
export interface TimeLeft {
  kind: TimeLeftKind;
  /** "in 3 days" in the reader's language; empty for `ended` and `open`. */
  relative: string;
}

const UNITS: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
];

// One formatter per language: building one costs more than formatting, and every quest card shows a time.
const formats = new Map<string, Intl.RelativeTimeFormat>();

/** "in 3 days", "in 5 hours", "in 1 minute": the largest whole unit, rounded down (at least one minute). */
export function relativeTime(ms: number, language: string): string {
  let format = formats.get(language);
  if (!format) {
    format = new Intl.RelativeTimeFormat(language, { numeric: 'always' });
    formats.set(language, format);
  }
  for (const [unit, size] of UNITS) {
    if (ms >= size) return format.format(Math.floor(ms / size), unit);
  }
  return format.format(1, 'minute');
}

/** Where a quest stands in time: not started yet, running until its end, ended, or running with no end. */
export function timeLeft(
  quest: Pick<QuestSummary, 'phase' | 'startAt' | 'endAt'>,
  now: number,
  language: string,
): TimeLeft {
  if (quest.phase === 'ENDED') return { kind: 'ended', relative: '' };
  const start = quest.startAt ? Date.parse(quest.startAt) : null;
  if (start !== null && start > now) return { kind: 'starts', relative: relativeTime(start - now, language) };
  const end = quest.endAt ? Date.parse(quest.endAt) : null;
  if (end === null) return { kind: 'open', relative: '' };
  if (end <= now) return { kind: 'ended', relative: '' };
  return { kind: 'ends', relative: relativeTime(end - now, language) };
}
