import type { TFunction } from 'i18next';

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * "Nov 26, 2026, 4:05 PM" / "26 nov. 2026, 16:05" in the reader's time zone: what Intl.DateTimeFormat gives for
 * dateStyle medium and timeStyle short, built from the locale's strings instead. The first Intl formatter a page
 * builds costs 20–60 ms of main thread (ICU set-up), and the quest page shows its dates in its first render.
 */
export function formatDateTime(value: Date | string, t: TFunction): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  const hours = date.getHours();
  const minutes = pad(date.getMinutes());
  const time =
    t('date_time.clock') === '12h'
      ? `${hours % 12 || 12}:${minutes} ${t(hours < 12 ? 'date_time.am' : 'date_time.pm')}`
      : `${pad(hours)}:${minutes}`;
  const month = t('date_time.months').split(' ')[date.getMonth()];
  return t('date_time.pattern', { month, day: date.getDate(), year: date.getFullYear(), time });
}
