import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation } from 'react-router';
import { type Collection, type ContentPage, entriesOf, neighbours } from '../lib/content-pages';
import { ContentSearch } from './content-search';

/** A Docs or Learn page: the collection's sidebar and search, the page, its outline and previous/next links. */
export function ContentView({ collection, page }: { collection: Collection; page: ContentPage }) {
  const { t } = useTranslation();
  const { hash } = useLocation();
  const { previous, next } = neighbours(collection, page.slug);
  const outline = page.headings.filter((heading) => heading.level === 2);

  useEffect(() => {
    document.title = `${page.title} · ${t(`nav.${collection}`)} · Questboard`;
  }, [page.title, collection, t]);
  // Runs again when another page opens with the same hash, since its HTML is new.
  // biome-ignore lint/correctness/useExhaustiveDependencies: page.html is the trigger, not a value the effect reads
  useEffect(() => {
    if (hash) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [hash, page.html]);

  return (
    <div className="mx-auto grid w-full max-w-7xl grid-cols-[minmax(0,1fr)] gap-8 px-4 py-8 sm:px-6 lg:grid-cols-[15rem_minmax(0,1fr)] lg:px-8 xl:grid-cols-[15rem_minmax(0,1fr)_12rem]">
      <aside className="flex min-w-0 flex-col gap-4 lg:sticky lg:top-20 lg:self-start">
        <ContentSearch />
        <nav aria-label={t(`nav.${collection}`)}>
          <p className="mb-2 text-xs font-semibold tracking-wide text-zinc-400 uppercase">{t(`nav.${collection}`)}</p>
          <ul className="flex flex-wrap gap-1 lg:flex-col">
            {entriesOf(collection).map((entry) => (
              <li key={entry.slug} className="shrink-0">
                <NavLink
                  to={`/${collection}/${entry.slug}`}
                  className={({ isActive }) =>
                    `block rounded-md px-3 py-1.5 text-sm ${isActive || entry.slug === page.slug ? 'bg-violet-600/20 text-violet-200' : 'text-zinc-300 hover:bg-zinc-800'}`
                  }
                >
                  {entry.title}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <Link to={collection === 'docs' ? '/learn' : '/docs'} className="text-sm text-violet-300 hover:underline">
          {t(collection === 'docs' ? 'content.to_learn' : 'content.to_docs')}
        </Link>
      </aside>
      <article className="min-w-0">
        <h1 className="mb-6 text-3xl font-bold tracking-tight text-zinc-50 sm:text-4xl">{page.title}</h1>
        <div
          className="content-prose"
          data-testid="content-article"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: compiled at build time from this repository's Markdown with raw HTML disabled, never from user input
          dangerouslySetInnerHTML={{ __html: page.html }}
        />
        <nav aria-label={t('content.pager')} className="mt-12 grid gap-3 border-t border-zinc-800 pt-6 sm:grid-cols-2">
          {previous ? (
            <Link
              to={`/${collection}/${previous.slug}`}
              className="rounded-lg p-3 ring-1 ring-zinc-800 hover:bg-zinc-900"
            >
              <span className="block text-xs text-zinc-400">{t('content.previous')}</span>
              <span className="font-medium">{previous.title}</span>
            </Link>
          ) : (
            <span />
          )}
          {next ? (
            <Link
              to={`/${collection}/${next.slug}`}
              className="rounded-lg p-3 text-right ring-1 ring-zinc-800 hover:bg-zinc-900"
            >
              <span className="block text-xs text-zinc-400">{t('content.next')}</span>
              <span className="font-medium">{next.title}</span>
            </Link>
          ) : null}
        </nav>
      </article>
      {outline.length > 0 ? (
        <nav aria-label={t('content.on_this_page')} className="hidden xl:sticky xl:top-20 xl:block xl:self-start">
          <p className="mb-2 text-xs font-semibold tracking-wide text-zinc-400 uppercase">
            {t('content.on_this_page')}
          </p>
          <ul className="flex flex-col gap-1 text-sm">
            {outline.map((heading) => (
              <li key={heading.id}>
                <a href={`#${heading.id}`} className="text-zinc-400 hover:text-zinc-100">
                  {heading.text}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </div>
  );
}
