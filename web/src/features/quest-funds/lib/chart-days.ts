import type { QuestStatistics } from '@questboard/contract/quest-funds';

/** One day on the statistics chart's axis. */
export interface ChartDay {
  /** YYYY-MM-DD (UTC), as the API gives it. */
  date: string;
  participants: number;
  claims: number;
  /** Tokens paid that day, as the API's decimal text (exact) … */
  paid: string;
  /** … and as a number, only to size a bar. */
  paidValue: number;
}

const DAY_MS = 86_400_000;
const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);

/**
 * The last `count` days up to the latest one with activity, from the first active day at the earliest; a day without
 * activity is on the axis with zeros, so the bars' spacing tells time truthfully.
 */
export function chartDays(perDay: QuestStatistics['perDay'], count = 14): ChartDay[] {
  if (perDay.length === 0) return [];
  const byDate = new Map(perDay.map((day) => [day.date, day]));
  const times = perDay.map((day) => Date.parse(`${day.date}T00:00:00Z`));
  const last = Math.max(...times);
  const first = Math.max(Math.min(...times), last - (count - 1) * DAY_MS);
  const days: ChartDay[] = [];
  for (let time = first; time <= last; time += DAY_MS) {
    const date = isoDay(time);
    const day = byDate.get(date);
    const paid = day?.paid ?? '0';
    days.push({ date, participants: day?.participants ?? 0, claims: day?.claims ?? 0, paid, paidValue: Number(paid) });
  }
  return days;
}
