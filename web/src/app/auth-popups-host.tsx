import { lazy, Suspense } from 'react';
import { usePopupStore } from '../stores/popup-store';

const AuthPopups = lazy(() => import('./auth-popups'));

export function AuthPopupsHost() {
  const open = usePopupStore((s) => s.open);
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <AuthPopups />
    </Suspense>
  );
}
