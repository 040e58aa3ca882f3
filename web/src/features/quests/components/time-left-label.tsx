import type { QuestSummary } from '@questboard/contract/quests';
import { useTranslation } from 'react-i18next';
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
  return <p className={className}>{timeLeftText(timeLeft(quest, Date.now()), t)}</p>;
}
