import { useTranslation } from 'react-i18next';
import { useRelatedQuests } from '../api/related-quests';
import { QuestRow } from './quest-row';

/** Up to 12 quests sharing a category or the brand. */
export function RelatedQuests({ questId }: { questId: string }) {
  const { t } = useTranslation();
  const related = useRelatedQuests(questId);
  const quests = related.data?.items ?? [];
  if (quests.length === 0) return null;
  return (
    <section aria-labelledby="related-quests" className="flex flex-col gap-4">
      <h2 id="related-quests" className="text-xl font-semibold">
        {t('browse.quest.related')}
      </h2>
      <QuestRow quests={quests} />
    </section>
  );
}
