const DAY_MS = 86_400_000;

/**
 * A time as lists of messages show it: the time today, the weekday within the past week, else
 * the date (with the year when it is not this one).
 */
export function formatShortTime(iso: string, now: Date, locale: string): string {
  const at = new Date(iso);
  const startOfToday = new Date(now.getFullYear(), now.getMonth(), now.getDate()).getTime();
  if (at.getTime() >= startOfToday) return at.toLocaleTimeString(locale, { hour: '2-digit', minute: '2-digit' });
  if (at.getTime() >= startOfToday - 6 * DAY_MS) return at.toLocaleDateString(locale, { weekday: 'short' });
  const year = at.getFullYear() === now.getFullYear() ? undefined : 'numeric';
  return at.toLocaleDateString(locale, { day: 'numeric', month: 'short', year });
}
