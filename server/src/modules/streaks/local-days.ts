/** Days as whole numbers (days since 1970-01-01) of a calendar, so day arithmetic never meets an hour or a DST change. */
export type DayNumber = number;

const DAY_MS = 86_400_000;
const formats = new Map<string, Intl.DateTimeFormat>();

function formatIn(timeZone: string): Intl.DateTimeFormat {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: 'numeric', day: 'numeric' });
    formats.set(timeZone, format);
  }
  return format;
}

/** The calendar day holding `at` on a wall clock in `timeZone` (Intl applies the zone's rules, DST included). */
export function localDay(at: Date, timeZone: string): DayNumber {
  const parts = formatIn(timeZone).formatToParts(at);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return Date.UTC(part('year'), part('month') - 1, part('day')) / DAY_MS;
}

/** A day as YYYY-MM-DD. */
export const isoOf = (day: DayNumber): string => new Date(day * DAY_MS).toISOString().slice(0, 10);

/** The calendar month of a day as YYYY-MM (repairs are counted per month). */
export const monthOf = (day: DayNumber): string => isoOf(day).slice(0, 7);
