import type { QuestSummary } from '@questboard/contract/quests';
import { useTranslation } from 'react-i18next';
import { unpaidReason } from '../../../domain/quest-payability';
import { cn } from '../../../lib/cn';
import { ClaimableBadge } from './claimable-badge';

/** "Claimable" for a quest that can pay one more reward; "Not funded yet" or "All rewards claimed" otherwise. */
export function FundingBadge({ quest, className }: { quest: QuestSummary; className?: string }) {
  const { t } = useTranslation();
  if (quest.isAvailableClaim) return <ClaimableBadge className={className} />;
  const unpaid = unpaidReason(quest);
  if (unpaid !== 'NOT_FUNDED' && unpaid !== 'EXHAUSTED') return null;
  return (
    <span
      data-testid="funding-badge"
      className={cn(
        'inline-flex items-center gap-1 rounded-full bg-amber-500/95 px-2.5 py-0.5 text-xs font-semibold text-amber-950',
        className,
      )}
    >
      {t(`loop.funding.${unpaid}`)}
    </span>
  );
}
