import { dashboardApi } from '@questboard/contract/dashboard';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { keyOf } from '../../../lib/query-keys';

export const usePersonalDashboard = (enabled: boolean) =>
  useQuery({
    queryKey: keyOf(dashboardApi.get),
    queryFn: ({ signal }) => api.call(dashboardApi.get, { signal }),
    enabled,
  });
