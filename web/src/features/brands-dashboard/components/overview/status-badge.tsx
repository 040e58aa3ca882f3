import { useTranslation } from 'react-i18next';
import { cn } from '../../../../lib/cn';

const tones: Record<string, string> = {
  CREATING: 'bg-amber-500/15 text-amber-300 ring-amber-500/30',
  DRAFT: 'bg-amber-500/15 text-amber-300 ring-amber-500/30',
  ACTIVE: 'bg-emerald-500/15 text-emerald-300 ring-emerald-500/30',
  LIVE: 'bg-emerald-500/15 text-emerald-300 ring-emerald-500/30',
  UPCOMING: 'bg-sky-500/15 text-sky-300 ring-sky-500/30',
};

/** A brand status or quest phase as a coloured pill. */
export function StatusBadge({ status }: { status: string }) {
  const { t } = useTranslation();
  return (
    <span
      data-testid="status-badge"
      className={cn(
        'inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 text-xs font-medium ring-1',
        tones[status] ?? 'bg-zinc-800 text-zinc-300 ring-zinc-700',
      )}
    >
      {t(`brands_dashboard.status.${status}`)}
    </span>
  );
}
