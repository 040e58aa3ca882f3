import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { inputClass } from '../../../components/ui/input';
import { searchContent } from '../lib/content-pages';

const hrefOf = (hit: ReturnType<typeof searchContent>[number]) =>
  `/${hit.collection}/${hit.slug}${hit.heading ? `#${hit.heading.id}` : ''}`;

/** A search box over every Docs and Learn page; arrows move through the results, Enter opens one. */
export function ContentSearch() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const listId = useId();
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const hits = useMemo(() => searchContent(query), [query]);
  const open = query.trim().length > 0;

  return (
    <div className="relative">
      <label className="sr-only" htmlFor={`${listId}-input`}>
        {t('content.search_label')}
      </label>
      <input
        id={`${listId}-input`}
        type="search"
        aria-controls={open ? listId : undefined}
        className={inputClass}
        placeholder={t('content.search_placeholder')}
        value={query}
        onChange={(event) => {
          setQuery(event.target.value);
          setActive(0);
        }}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown') setActive((i) => Math.min(i + 1, hits.length - 1));
          else if (event.key === 'ArrowUp') setActive((i) => Math.max(i - 1, 0));
          else if (event.key === 'Escape') setQuery('');
          else if (event.key === 'Enter' && hits[active]) {
            navigate(hrefOf(hits[active]));
            setQuery('');
          } else return;
          event.preventDefault();
        }}
      />
      {open ? (
        <ul
          id={listId}
          aria-label={t('content.search_label')}
          data-testid="content-search-results"
          className="absolute inset-x-0 top-11 z-20 max-h-96 overflow-y-auto rounded-lg bg-zinc-900 p-1 shadow-xl ring-1 ring-zinc-700"
        >
          {hits.length === 0 ? (
            <li className="px-3 py-2 text-sm text-zinc-400">{t('content.no_results', { query })}</li>
          ) : (
            hits.map((hit, i) => (
              <li key={`${hit.collection}/${hit.slug}`}>
                <Link
                  to={hrefOf(hit)}
                  onClick={() => setQuery('')}
                  aria-current={i === active ? 'true' : undefined}
                  className={`block rounded-md px-3 py-2 text-sm ${i === active ? 'bg-zinc-800' : 'hover:bg-zinc-800'}`}
                >
                  <span className="font-medium text-zinc-100">{hit.title}</span>
                  {hit.heading ? <span className="text-zinc-400"> › {hit.heading.text}</span> : null}
                  <span className="mt-0.5 block truncate text-xs text-zinc-400">{hit.excerpt}</span>
                </Link>
              </li>
            ))
          )}
        </ul>
      ) : null}
    </div>
  );
}
