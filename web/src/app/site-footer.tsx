import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useNow } from '../lib/render-state';

export function SiteFooter() {
  const { t } = useTranslation();
  const year = new Date(useNow()).getUTCFullYear();
  return (
    <footer className="border-t border-zinc-800">
      <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-8 text-sm text-zinc-400 sm:flex-row sm:items-center sm:justify-between sm:px-6 lg:px-8">
        <p>© {year} Questboard</p>
        <nav aria-label="Footer" className="flex gap-4">
          <Link to="/docs" className="hover:text-zinc-200">
            {t('nav.docs')}
          </Link>
          <Link to="/learn" className="hover:text-zinc-200">
            {t('nav.learn')}
          </Link>
          <Link to="/dashboard" className="hover:text-zinc-200">
            {t('nav.dashboard')}
          </Link>
        </nav>
      </div>
    </footer>
  );
}
