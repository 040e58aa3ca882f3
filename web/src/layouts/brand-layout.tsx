import { Outlet } from 'react-router';
import { SiteFooter } from '../app/site-footer';
import { SiteHeader } from '../app/site-header';

/** A brand's public pages: a banner band above the content. */
export function Component() {
  return (
    <div className="flex min-h-dvh flex-col">
      <SiteHeader />
      <div
        aria-hidden="true"
        className="h-32 bg-gradient-to-r from-violet-600/40 via-fuchsia-600/20 to-zinc-900 sm:h-44"
      />
      <main id="main" className="-mt-12 flex-1">
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  );
}
