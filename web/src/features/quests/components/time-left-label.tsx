import type { QuestSummary } from '@questboard/contract/quests';
import { useTranslation } from 'react-i18next';
import { timeLeft } from '../hooks/time-left';

/** "Ends in 3 days", "Starts in 5 hours", "Ended" or "No end date". */
export function TimeLeftLabel({
  quest,
  className,
}: {
  quest: Pick<QuestSummary, 'phase' | 'startAt' | 'endAt'>;
  className?: string;
}) {
  const { t, i18n } = useTranslation();
  const left = timeLeft(quest, Date.now(), i18n.language);
  return <p className={className}>{t(`browse.time.${left.kind}`, { relative: left.relative })}</p>;
}
