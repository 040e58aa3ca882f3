import type { Influencer } from '@questboard/contract/people';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Avatar } from '../../../components/ui/avatar';
import { networkName } from '../../../domain/network-name';
import { useCategoryName } from '../../../hooks/use-category-name';

const compact = new Intl.NumberFormat(undefined, { notation: 'compact', maximumFractionDigits: 1 });

/** An influencer in the directory: who, followers, quests completed and their categories; links to the profile. */
export function InfluencerCard({ influencer }: { influencer: Influencer }) {
  const { t } = useTranslation();
  const categoryName = useCategoryName();
  const name = influencer.displayName || influencer.username;
  return (
    <article
      data-testid="influencer-card"
      className="relative flex h-full flex-col gap-3 rounded-2xl bg-zinc-900/70 p-5 ring-1 ring-zinc-800 transition focus-within:ring-2 focus-within:ring-violet-400 hover:ring-violet-500/60"
    >
      <div className="flex items-center gap-3">
        <Avatar src={influencer.avatar} name={name} className="size-12 text-lg" />
        <div className="min-w-0">
          <h3 className="truncate font-semibold">
            <Link
              to={`/users/${influencer.username}`}
              className="after:absolute after:inset-0 focus-visible:outline-none hover:text-violet-200"
            >
              {name}
            </Link>
          </h3>
          <p className="truncate text-xs text-zinc-400">
            @{influencer.username}
            {influencer.location && <span> · {influencer.location.label}</span>}
          </p>
        </div>
      </div>
      {influencer.bio && <p className="line-clamp-2 text-sm text-zinc-300">{influencer.bio}</p>}
      {influencer.socials.length > 0 && (
        <ul aria-label={t('people.directory.networks')} className="flex flex-wrap gap-1.5">
          {influencer.socials.map((social) => (
            <li
              key={social.network}
              className="rounded-full bg-violet-600/15 px-2.5 py-0.5 text-xs text-violet-100"
              title={`@${social.username}`}
            >
              {networkName(social.network)}
              {social.audience !== null && <span className="text-zinc-300"> · {compact.format(social.audience)}</span>}
            </li>
          ))}
        </ul>
      )}
      {influencer.categories.length > 0 && (
        <ul className="flex flex-wrap gap-1.5">
          {influencer.categories.slice(0, 4).map((category) => (
            <li key={category.id} className="rounded-full bg-zinc-800 px-2.5 py-0.5 text-xs text-zinc-300">
              {categoryName(category)}
            </li>
          ))}
        </ul>
      )}
      <p className="mt-auto flex gap-4 text-sm text-zinc-400">
        <span>{t('people.directory.followers', { count: influencer.followersCount })}</span>
        <span>{t('people.directory.completed', { count: influencer.completedCount })}</span>
        <span className="ml-auto font-medium text-violet-300">
          {t('people.directory.level', { level: influencer.level })}
        </span>
      </p>
      {influencer.audience > 0 && (
        <p className="text-sm text-zinc-400">
          {t('people.directory.audience', { formatted: compact.format(influencer.audience) })}
        </p>
      )}
    </article>
  );
}
