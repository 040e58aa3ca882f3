import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMatches, useNavigate } from 'react-router';
import { Avatar } from '../components/ui/avatar';
import { Button } from '../components/ui/button';
import { useAuthStore } from '../stores/auth-store';
import { usePopupStore } from '../stores/popup-store';

// The open menu (links, and the permission policy that decides the dashboard link) loads on first opening.
const AccountMenuPanel = lazy(() => import('./account-menu-panel'));

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
      <Button size="sm" data-guest-only onClick={() => openPopup('login')}>
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

  return (
    <div className="relative" ref={ref}>
      <button
        type="button"
        aria-expanded={open}
        data-testid="account-menu"
        onClick={() => setOpen((v) => !v)}
        className="flex items-center gap-2 rounded-full p-0.5 ring-1 ring-zinc-700 hover:bg-zinc-800 sm:pr-3"
      >
        <Avatar src={user.avatar} name={user.displayName ?? user.username} className="size-8" />
        {/* The visible name starts the button's accessible name (WCAG 2.5.3: what you see is what you say). */}
        <span className="hidden max-w-28 truncate text-sm font-medium sm:inline">
          {user.displayName ?? user.username}
        </span>
        <span className="sr-only">{t('nav.account')}</span>
      </button>
      {open && (
        <Suspense fallback={null}>
          <AccountMenuPanel user={user} onClose={() => setOpen(false)} onLogout={() => void logout()} />
        </Suspense>
      )}
    </div>
  );
}
