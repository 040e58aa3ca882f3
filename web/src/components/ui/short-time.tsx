import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn';
import { formatShortTime } from '../../lib/format-short-time';

/** A short <time> (time today, weekday this week, else date), with the full date and time on hover. */
export function ShortTime({ iso, className }: { iso: string; className?: string }) {
  const { i18n } = useTranslation();
  const full = new Date(iso).toLocaleString(i18n.language, { dateStyle: 'full', timeStyle: 'short' });
  return (
    <time dateTime={iso} title={full} className={cn('shrink-0 text-xs text-zinc-500', className)}>
      {formatShortTime(iso, new Date(), i18n.language)}
    </time>
  );
}
