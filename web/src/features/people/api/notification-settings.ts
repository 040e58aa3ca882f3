import { type NotificationSettings, notificationSettingsApi } from '@questboard/contract/notification-settings';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { peopleKeys } from './people-keys';

export const useNotificationSettings = () =>
  useQuery({
    queryKey: peopleKeys.settings,
    queryFn: ({ signal }) => api.call(notificationSettingsApi.get, { signal }),
  });

export function useUpdateNotificationSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (changes: Partial<NotificationSettings>) => api.call(notificationSettingsApi.update, { body: changes }),
    onSuccess: (settings) => client.setQueryData(peopleKeys.settings, settings),
  });
}
