import { useTranslation } from 'react-i18next';

/**
 * "12 quests", or for a total the server estimated (past 1,000 matches it does not count every one) "About 12,400
 * quests" / "Environ 12 400 quêtes", grouped as the reader's language writes numbers.
 */
export function QuestCount({ total, estimated }: { total: number; estimated: boolean }) {
  const { t } = useTranslation();
  return <>{estimated ? t('browse.quest.count_estimated', { total }) : t('browse.quest.count', { count: total })}</>;
}
