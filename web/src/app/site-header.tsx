import lucide from 'virtual:icons/lucide?search,menu';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { Icon } from '../components/ui/icon';
import { HeaderSearch } from '../features/search/components/header-search';
import { cn } from '../lib/cn';
import { useAuthStore } from '../stores/auth-store';
import { AccountMenu } from './account-menu';
import { LanguageSwitcher } from './language-switcher';
import { LazyHeaderBalance } from './lazy-header-balance';
import { ThemeToggle } from './theme-toggle';

const NAV = [
  { to: '/quests', key: 'nav.quests' },
  { to: '/brands', key: 'nav.brands' },
  { to: '/influencers', key: 'nav.influencers' },
  { to: '/leaderboard', key: 'nav.leaderboard' },
  { to: '/staking', key: 'nav.staking' },
  { to: '/docs', key: 'nav.docs' },
] as const;

// The bell needs the API client and the socket, which load in their own chunks for signed-in users only.
const NotificationBell = lazy(() =>
  import('../features/notifications/components/notification-bell').then((m) => ({ default: m.NotificationBell })),
);

/** `compact`: on the narrowest phones the word is for screen readers only, so the header's buttons fit. */
export function Logo({ compact = false }: { compact?: boolean }) {
  return (
    <Link to="/" className="flex shrink-0 items-center gap-2 text-lg font-bold tracking-tight">
      <span
        aria-hidden="true"
        className="inline-block size-7 rounded-lg bg-gradient-to-br from-violet-400 to-violet-600"
      />
      <span className={compact ? 'max-[419px]:sr-only' : undefined}>Questboard</span>
    </Link>
  );
}

export function SiteHeader({ transparent = false }: { transparent?: boolean }) {
  const { t } = useTranslation();
  const [menuOpen, setMenuOpen] = useState(false);
  const [searchOpen, setSearchOpen] = useState(false);
  const signedIn = useAuthStore((s) => s.isAuthenticated);
  const linkClass = ({ isActive }: { isActive: boolean }) =>
    cn(
      'rounded-md px-3 py-2 text-sm font-medium xl:px-2 2xl:px-3',
      isActive ? 'text-zinc-50' : 'text-zinc-300 hover:text-zinc-50',
    );

  return (
    <header
      className={cn(
        'sticky top-0 z-30 border-b',
        transparent ? 'border-transparent bg-zinc-950/80' : 'border-zinc-800 bg-zinc-950/95',
      )}
    >
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-3 sm:gap-4 sm:px-6 lg:px-8">
        <Logo compact />
        <nav aria-label="Main" className="hidden flex-1 items-center gap-1 xl:flex">
          {NAV.map((item) => (
            <NavLink key={item.to} to={item.to} className={linkClass}>
              {t(item.key)}
            </NavLink>
          ))}
        </nav>
        <HeaderSearch className="hidden w-48 md:ml-auto md:block lg:w-72 xl:ml-0" />
        <div className="ml-auto flex items-center gap-1 sm:gap-2 md:ml-0">
          <button
            type="button"
            className="rounded-md p-2 text-zinc-300 hover:bg-zinc-800 md:hidden"
            aria-label={t('search.open')}
            aria-expanded={searchOpen}
            onClick={() => setSearchOpen((v) => !v)}
          >
            <Icon set={lucide} name="search" className="size-5" />
          </button>
          {signedIn && <LazyHeaderBalance className="hidden sm:inline-flex" />}
          <ThemeToggle className="hidden sm:block" />
          <LanguageSwitcher />
          {signedIn && (
            <Suspense fallback={<span className="size-8 sm:size-9" aria-hidden="true" />}>
              <NotificationBell />
            </Suspense>
          )}
          <AccountMenu />
          <button
            type="button"
            className="rounded-md p-2 text-zinc-300 hover:bg-zinc-800 xl:hidden"
            aria-label={t('shared.menu')}
            aria-expanded={menuOpen}
            onClick={() => setMenuOpen((v) => !v)}
          >
            <Icon set={lucide} name="menu" className="size-5" />
          </button>
        </div>
      </div>
      {searchOpen && (
        <div className="border-t border-zinc-800 px-3 py-2 md:hidden">
          <HeaderSearch autoFocus />
        </div>
      )}
      {menuOpen && (
        <nav aria-label="Mobile" className="flex flex-col border-t border-zinc-800 px-4 py-2 xl:hidden">
          {NAV.map((item) => (
            <NavLink key={item.to} to={item.to} className={linkClass} onClick={() => setMenuOpen(false)}>
              {t(item.key)}
            </NavLink>
          ))}
          <div className="flex items-center justify-between px-3 py-2 text-sm font-medium text-zinc-300 sm:hidden">
            {t('theme.title')}
            <ThemeToggle />
          </div>
        </nav>
      )}
    </header>
  );
}
