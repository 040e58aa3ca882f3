import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFeaturedQuests } from '../api/featured-quests';
import { QuestRow } from './quest-row';

/**
 * The home page's featured quests, with a way to all of them; nothing while there are none. Never rendered on the
 * server (FeaturedSection shows it once the page has painted).
 */
export function FeaturedQuests() {
  const { t } = useTranslation();
  const featured = useFeaturedQuests();
  const quests = featured.data?.items ?? [];
  if (quests.length === 0) return null;
  return (
    <section
      aria-labelledby="featured-quests"
      className="mx-auto flex max-w-6xl flex-col gap-4 px-4 pb-24 sm:px-6 lg:px-8"
    >
      <div className="flex items-end justify-between gap-4">
        <h2 id="featured-quests" className="text-2xl font-bold tracking-tight">
          {t('browse.quest.featured')}
        </h2>
        <Link to="/quests" className="text-sm font-medium text-violet-300 hover:underline">
          {t('browse.quest.see_all')}
        </Link>
      </div>
      <QuestRow quests={quests} clientOnly />
    </section>
  );
}
