import { DashboardHome } from '../../features/brands-dashboard/components/overview/dashboard-home';

export function Component() {
  return <DashboardHome />;
}
