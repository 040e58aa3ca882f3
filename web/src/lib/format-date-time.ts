import type { TFunction } from 'i18next';

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * "Nov 26, 2026, 4:05 PM" / "26 nov. 2026, 16:05" in the reader's time zone: what Intl.DateTimeFormat gives for
 * dateStyle medium and timeStyle short, built from the locale's strings instead. The first Intl formatter a page
 * builds costs 20–60 ms of main thread (ICU set-up), and the quest page shows its dates in its first render.
 * With `utc` (a server-rendered page until it has hydrated: the server does not know the reader's zone), the time is
 * UTC's and says so.
 */
export function formatDateTime(value: Date | string, t: TFunction, utc = false): string {
  const d = typeof value === 'string' ? new Date(value) : value;
  const [year, month, day, hours, mins] = utc
    ? [d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate(), d.getUTCHours(), d.getUTCMinutes()]
    : [d.getFullYear(), d.getMonth(), d.getDate(), d.getHours(), d.getMinutes()];
  const minutes = pad(mins);
  const clock =
    t('date_time.clock') === '12h'
      ? `${hours % 12 || 12}:${minutes} ${t(hours < 12 ? 'date_time.am' : 'date_time.pm')}`
      : `${pad(hours)}:${minutes}`;
  const time = utc ? `${clock} UTC` : clock;
  return t('date_time.pattern', { month: t('date_time.months').split(' ')[month], day, year, time });
}
