import { useTranslation } from 'react-i18next';
import { NavLink, Outlet } from 'react-router';
import { SiteHeader } from '../app/site-header';
import { DashboardGuard } from '../features/brands-dashboard/components/dashboard-guard';
import { cn } from '../lib/cn';

const LINKS = [
  { to: '/brands-dashboard', key: 'pages.brands_dashboard', end: true },
  { to: '/brands-dashboard/brands', key: 'pages.bd_brands', end: true },
  { to: '/brands-dashboard/brands/create', key: 'pages.bd_brand_create', end: true },
  { to: '/brands-dashboard/network', key: 'pages.bd_network', end: true },
] as const;

export function Component() {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-dvh flex-col">
      <SiteHeader />
      <div className="mx-auto flex w-full max-w-7xl flex-1 flex-col lg:flex-row">
        <nav
          aria-label={t('nav.brands_dashboard')}
          className="flex gap-1 overflow-x-auto border-b border-zinc-800 p-3 lg:w-60 lg:flex-col lg:border-r lg:border-b-0 lg:p-4"
        >
          {LINKS.map((link) => (
            <NavLink
              key={link.to}
              to={link.to}
              end={link.end}
              className={({ isActive }) =>
                cn(
                  'shrink-0 rounded-lg px-3 py-2 text-sm font-medium',
                  isActive ? 'bg-violet-600/20 text-zinc-50' : 'text-zinc-300 hover:bg-zinc-800',
                )
              }
            >
              {t(link.key)}
            </NavLink>
          ))}
        </nav>
        <main id="main" className="min-w-0 flex-1 px-4 py-6 sm:px-6 lg:px-8">
          <DashboardGuard>
            <Outlet />
          </DashboardGuard>
        </main>
      </div>
    </div>
  );
}
