import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '../../components/ui/button';

/**
 * A title that may hold a long address: it may wrap after a `/`, `-`, `_`, `.`, `?`, `&` or `=` (never inside a word
 * of the sentence); a single part longer than the line still wraps rather than widen the page.
 */
function breakable(text: string): ReactNode[] {
  const nodes: ReactNode[] = [];
  let at = 0;
  for (const part of text.split(/(?<=[/\-_.?&=])/)) {
    // Keyed by where the break sits in the text, which is stable for one title.
    if (at > 0) nodes.push(<wbr key={`break-${at}`} />);
    nodes.push(part);
    at += part.length;
  }
  return nodes;
}

/** The error page: a not-found variant on 404, a generic one otherwise. */
export function ErrorView({ status, message }: { status: number; message?: string }) {
  const { t } = useTranslation();
  const notFound = status === 404;
  const title = message ?? (notFound ? 'Page Not Found' : 'Internal Server Error');
  return (
    <section
      data-testid={notFound ? 'not-found' : 'server-error'}
      className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center"
    >
      <p className="bg-gradient-to-br from-violet-400 to-fuchsia-500 bg-clip-text text-7xl font-black text-transparent sm:text-8xl">
        {notFound ? 404 : status || 500}
      </p>
      <h1 className="mt-6 text-2xl font-bold break-words sm:text-3xl">{breakable(title)}</h1>
      <p className="mt-3 text-zinc-400">{t(notFound ? 'errors.not_found_text' : 'errors.server_text')}</p>
      <Link to="/" className={buttonClass('primary', 'lg', 'mt-8')}>
        {t('shared.back_home')}
      </Link>
    </section>
  );
}
