import { Outlet } from 'react-router';
import { Logo } from '../app/site-header';

/** Standalone pages (confirmations, external callbacks): no navigation, centred content. */
export function Component() {
  return (
    <div className="flex min-h-dvh flex-col items-center px-4 py-10">
      <Logo />
      <main id="main" className="flex w-full flex-1 items-start justify-center">
        <Outlet />
      </main>
    </div>
  );
}
