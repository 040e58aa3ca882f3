import type { SearchResult } from '@questboard/contract/search';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Avatar } from '../../../components/ui/avatar';
import { EmptyState } from '../../../components/ui/empty-state';
import { LogoImage } from '../../../components/ui/logo-image';

const rowClass =
  'flex items-center gap-3 rounded-xl bg-zinc-900/70 p-3 ring-1 ring-zinc-800 hover:ring-violet-500/60 focus-visible:outline-2 focus-visible:outline-violet-400';

/** The brands a search found, each linking to its page. */
export function BrandResults({ result }: { result: SearchResult }) {
  const { t } = useTranslation();
  if (result.brands.length === 0) return <EmptyState title={t('search.page.no_brands', { keyword: result.keyword })} />;
  return (
    <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
      {result.brands.map((brand) => (
        <li key={brand.id}>
          <Link to={`/brands/${brand.slug}`} className={rowClass}>
            <LogoImage src={brand.logo} name={brand.name} className="size-10 rounded-lg" />
            <span className="truncate font-medium">{brand.name ?? brand.slug}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** The people a search found, each linking to their profile. */
export function PeopleResults({ result }: { result: SearchResult }) {
  const { t } = useTranslation();
  if (result.users.length === 0) return <EmptyState title={t('search.page.no_people', { keyword: result.keyword })} />;
  return (
    <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
      {result.users.map((person) => (
        <li key={person.id}>
          <Link to={`/users/${person.username}`} className={rowClass}>
            <Avatar src={person.avatar} name={person.displayName ?? person.username} className="size-10" />
            <span className="flex min-w-0 flex-col">
              <span className="truncate font-medium">{person.displayName ?? person.username}</span>
              <span className="truncate text-xs text-zinc-400">@{person.username}</span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
