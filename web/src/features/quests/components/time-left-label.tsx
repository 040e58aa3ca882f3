import type { QuestSummary } from '@questboard/contract/quests';
import { useTranslation } from 'react-i18next';
import { useNow } from '../../../lib/render-state';
import { timeLeft, timeLeftText } from '../hooks/time-left';

/** "Ends in 3 days", "Starts in 5 hours", "Ended" or "No end date". */
export function TimeLeftLabel({
  quest,
  className,
}: {
  quest: Pick<QuestSummary, 'phase' | 'startAt' | 'endAt'>;
  className?: string;
}) {
  const { t } = useTranslation();
  const now = useNow();
  return <p className={className}>{timeLeftText(timeLeft(quest, now), t)}</p>;
}
