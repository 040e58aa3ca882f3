import { defineAbilityFor } from '@questboard/contract/permissions';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useMatches, useNavigate } from 'react-router';
import { Avatar } from '../components/ui/avatar';
import { Button } from '../components/ui/button';
import { shortenAddress } from '../lib/shorten-address';
import { useAuthStore } from '../stores/auth-store';
import { usePopupStore } from '../stores/popup-store';
import { LazyHeaderBalance } from './lazy-header-balance';

export interface RouteHandle {
  requiresAuth?: boolean;
}

/** Sign-in button for visitors; avatar, username, short address and links for the signed-in user. */
export function AccountMenu() {
  const { t } = useTranslation();
  const user = useAuthStore((s) => s.currentUser);
  const isAuthenticated = useAuthStore((s) => s.isAuthenticated);
  const finishCheck = useAuthStore((s) => s.finishCheck);
  const openPopup = usePopupStore((s) => s.openPopup);
  const matches = useMatches();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const close = (event: MouseEvent) => {
      if (!ref.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('click', close);
    return () => document.removeEventListener('click', close);
  }, [open]);

  if (!finishCheck) return <span className="size-9 animate-pulse rounded-full bg-zinc-800" aria-hidden="true" />;
  if (!isAuthenticated || !user) {
    return (
      <Button size="sm" onClick={() => openPopup('login')}>
        {t('nav.sign_in')}
      </Button>
    );
  }

  async function logout() {
    setOpen(false);
    const onProtectedPage = matches.some((m) => (m.handle as RouteHandle | undefined)?.requiresAuth);
    const { endSession } = await import('../features/auth/session');
    await endSession();
    if (onProtectedPage) await navigate('/dashboard');
  }

  const item = 'block w-full rounded-md px-3 py-2 text-left text-sm text-zinc-200 hover:bg-zinc-800';
  return (
    <div className="relative" ref={ref}>
      <button
        type="button"
        aria-label={t('nav.account')}
        aria-expanded={open}
        data-testid="account-menu"
        onClick={() => setOpen((v) => !v)}
        className="flex items-center gap-2 rounded-full p-0.5 ring-1 ring-zinc-700 hover:bg-zinc-800 sm:pr-3"
      >
        <Avatar src={user.avatar} name={user.username} className="size-8" />
        <span className="hidden max-w-28 truncate text-sm font-medium sm:inline">{user.username}</span>
      </button>
      {open && (
        <div className="absolute right-0 z-40 mt-2 w-60 rounded-xl bg-zinc-900 p-2 shadow-xl ring-1 ring-zinc-700">
          <div className="px-3 py-2">
            <p className="truncate text-sm font-semibold">{user.username}</p>
            <p className="truncate text-xs text-zinc-400">{user.email ?? `@${user.username}`}</p>
            {user.cryptoAddress && (
              <p className="mt-1 font-mono text-xs text-violet-400" title={user.cryptoAddress}>
                {shortenAddress(user.cryptoAddress)}
              </p>
            )}
          </div>
          <LazyHeaderBalance className="mx-3 mb-2 inline-flex sm:hidden" onNavigate={() => setOpen(false)} />
          <hr className="my-1 border-zinc-800" />
          <Link className={item} to="/dashboard" onClick={() => setOpen(false)}>
            {t('pages.dashboard')}
          </Link>
          {user?.username && (
            <Link className={item} to={`/users/${user.username}`} onClick={() => setOpen(false)}>
              {t('people.profile.my_profile')}
            </Link>
          )}
          <Link className={item} to="/settings" onClick={() => setOpen(false)}>
            {t('nav.settings')}
          </Link>
          <Link className={item} to="/inbox" onClick={() => setOpen(false)}>
            {t('nav.inbox')}
          </Link>
          {defineAbilityFor(user).can('read', 'BrandDashboard') && (
            <Link className={item} to="/brands-dashboard" onClick={() => setOpen(false)}>
              {t('nav.brands_dashboard')}
            </Link>
          )}
          <button type="button" className={item} onClick={() => void logout()}>
            {t('nav.logout')}
          </button>
        </div>
      )}
    </div>
  );
}
