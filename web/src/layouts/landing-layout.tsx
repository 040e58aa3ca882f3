import { Outlet } from 'react-router';
import { SiteFooter } from '../app/site-footer';
import { SiteHeader } from '../app/site-header';

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
