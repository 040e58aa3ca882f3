import { useTranslation } from 'react-i18next';
import { useRelatedQuests } from '../api/related-quests';
import { QuestCard } from './quest-card';

/** Up to 12 quests sharing a category or the brand, in a row that scrolls sideways on small screens. */
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
      <ul className="-mx-4 flex snap-x gap-4 overflow-x-auto px-4 pb-2 sm:mx-0 sm:px-0">
        {quests.map((quest) => (
          <li key={quest.id} className="w-72 shrink-0 snap-start">
            <QuestCard quest={quest} />
          </li>
        ))}
      </ul>
    </section>
  );
}
