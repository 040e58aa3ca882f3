import { useTranslation } from 'react-i18next';
import { FeaturedInfluencers } from '../../features/people/components/featured-influencers';
import { InfluencerDirectory } from '../../features/people/components/influencer-directory';

export function Component() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-8 px-4 py-10 sm:px-6 lg:px-8">
      <header>
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{t('pages.influencers')}</h1>
        <p className="mt-2 text-zinc-400">{t('people.directory.subtitle')}</p>
      </header>
      <FeaturedInfluencers />
      <InfluencerDirectory />
    </div>
  );
}
