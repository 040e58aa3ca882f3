import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useEffect } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { AuthPopupsHost } from '../components/app/auth-popups-host';
import { ComingSoonPopup } from '../components/app/coming-soon-popup';
import { PopupUrlSync } from '../components/app/popup-url-sync';
import { RealtimeConnection } from '../components/app/realtime-connection';
import { SessionBootstrap } from '../components/app/session-bootstrap';
import { TopLoadingBar } from '../components/app/top-loading-bar';
import { UpdateBanner } from '../components/app/update-banner';
import { startUpdatePolling } from '../lib/build-update';
import { queryClient } from '../lib/query-client';

// Toasts only follow user actions, so sonner stays out of the first-paint bundle.
const AppToaster = lazy(() => import('../components/app/app-toaster'));

/** Everything every page shares: progress bar, toasts, popups, session check, real-time connection, update polling. */
export function RootLayout() {
  useEffect(() => startUpdatePolling(), []);
  return (
    <QueryClientProvider client={queryClient}>
      <TopLoadingBar />
      <Outlet />
      <ScrollRestoration />
      <Suspense fallback={null}>
        <AppToaster />
      </Suspense>
      <ComingSoonPopup />
      <PopupUrlSync />
      <AuthPopupsHost />
      <SessionBootstrap />
      <RealtimeConnection />
      <UpdateBanner />
    </QueryClientProvider>
  );
}
