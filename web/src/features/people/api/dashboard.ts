import { dashboardApi } from '@questboard/contract/dashboard';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { peopleKeys } from './people-keys';

export const usePersonalDashboard = (enabled: boolean) =>
  useQuery({
    queryKey: peopleKeys.dashboard,
    queryFn: ({ signal }) => api.call(dashboardApi.get, { signal }),
    enabled,
  });
