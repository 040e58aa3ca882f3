import { useTranslation } from 'react-i18next';
import { useFeaturedInfluencers } from '../api/influencers';
import { InfluencerCard } from './influencer-card';

/** The most active influencers; nothing at all while there are none. */
export function FeaturedInfluencers() {
  const { t } = useTranslation();
  const featured = useFeaturedInfluencers();
  const items = featured.data?.items ?? [];
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="featured-influencers" className="flex flex-col gap-3">
      <h2 id="featured-influencers" className="text-xl font-semibold">
        {t('people.directory.featured')}
      </h2>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
        {items.map((influencer) => (
          <li key={influencer.id}>
            <InfluencerCard influencer={influencer} />
          </li>
        ))}
      </ul>
    </section>
  );
}
