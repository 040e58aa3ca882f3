import { Outlet } from 'react-router';
import { SiteFooter } from '../components/app/site-footer';
import { SiteHeader } from '../components/app/site-header';

export function Component() {
  return (
    <div className="flex min-h-dvh flex-col">
      <SiteHeader transparent />
      <main id="main" className="flex-1">
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  );
}
