import { useTranslation } from 'react-i18next';
import { NavLink, Outlet } from 'react-router';
import { cn } from '../../lib/cn';

const TABS = [
  { to: '/settings', key: 'settings.profile', end: true },
  { to: '/settings/security', key: 'settings.security', end: false },
  { to: '/settings/wallet', key: 'settings.wallet', end: false },
  { to: '/settings/deposit', key: 'settings.deposit', end: false },
  { to: '/settings/socials-connect', key: 'settings.socials', end: false },
] as const;

export function Component() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-8 sm:px-6 lg:px-8">
      <h1 className="text-3xl font-bold tracking-tight">{t('settings.title')}</h1>
      <nav aria-label={t('settings.title')} className="mt-6 flex gap-1 overflow-x-auto border-b border-zinc-800">
        {TABS.map((tab) => (
          <NavLink
            key={tab.to}
            to={tab.to}
            end={tab.end}
            className={({ isActive }) =>
              cn(
                '-mb-px shrink-0 border-b-2 px-3 py-2 text-sm font-medium',
                isActive ? 'border-violet-500 text-zinc-50' : 'border-transparent text-zinc-400 hover:text-zinc-200',
              )
            }
          >
            {t(tab.key)}
          </NavLink>
        ))}
      </nav>
      <div className="pt-6">
        <Outlet />
      </div>
    </div>
  );
}
