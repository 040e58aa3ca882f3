import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useEffect } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { AuthPopupsHost } from '../app/auth-popups-host';
import { PopupUrlSync } from '../app/popup-url-sync';
import { RealtimeConnection } from '../app/realtime-connection';
import { SessionBootstrap } from '../app/session-bootstrap';
import { TopLoadingBar } from '../app/top-loading-bar';
import { UpdateBanner } from '../app/update-banner';
import { MessageButtonProvider } from '../components/message-action';
import { startUpdatePolling } from '../lib/build-update';
import { queryClient } from '../lib/query-client';
import { useToasterStore } from '../stores/toaster-store';

// The chat's button loads the first time a signed-in person sees someone they can message.
const MessageButton = lazy(() => import('../features/chat/components/message-button'));

// Toasts only follow what people do: the toaster and sonner load with the first toast (lib/toast.ts).
const AppToaster = lazy(() => import('../app/app-toaster'));

/** Everything every page shares: progress bar, toasts, popups, session check, real-time connection, update polling. */
export function RootLayout() {
  useEffect(() => startUpdatePolling(), []);
  const toasterWanted = useToasterStore((s) => s.wanted);
  return (
    <QueryClientProvider client={queryClient}>
      <TopLoadingBar />
      <MessageButtonProvider value={MessageButton}>
        <Outlet />
      </MessageButtonProvider>
      <ScrollRestoration />
      <Suspense fallback={null}>{toasterWanted && <AppToaster />}</Suspense>
      <PopupUrlSync />
      <AuthPopupsHost />
      <SessionBootstrap />
      <RealtimeConnection />
      <UpdateBanner />
    </QueryClientProvider>
  );
}
