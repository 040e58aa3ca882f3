import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn';

/** Marks a quest whose escrow can still pay one more reward. */
export function ClaimableBadge({ className }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full bg-emerald-500/90 px-2.5 py-0.5 text-xs font-semibold text-emerald-950',
        className,
      )}
    >
      {t('browse.quest.claimable')}
    </span>
  );
}
