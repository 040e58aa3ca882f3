import { defineAbilityFor } from '@questboard/contract/permissions';
import type { ReactNode } from 'react';
import { useAuthStore } from '../../../stores/auth-store';
import { PageLoading, PageProblem } from './overview/page-state';

/** Only BUSINESS and AMBASSADOR users see the dashboard (docs/domain.md, Roles); others get a clear 403. */
export function DashboardGuard({ children }: { children: ReactNode }) {
  const finishCheck = useAuthStore((s) => s.finishCheck);
  const user = useAuthStore((s) => s.currentUser);
  if (!finishCheck) return <PageLoading />;
  if (!defineAbilityFor(user).can('read', 'BrandDashboard')) return <PageProblem kind="forbidden" />;
  return children;
}
