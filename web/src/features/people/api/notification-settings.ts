import { type NotificationSettings, notificationSettingsApi } from '@questboard/contract/notification-settings';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { keyOf } from '../../../lib/query-keys';

export const useNotificationSettings = () =>
  useQuery({
    queryKey: keyOf(notificationSettingsApi.get),
    queryFn: ({ signal }) => api.call(notificationSettingsApi.get, { signal }),
  });

export function useUpdateNotificationSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (changes: Partial<NotificationSettings>) => api.call(notificationSettingsApi.update, { body: changes }),
    onSuccess: (settings) => client.setQueryData(keyOf(notificationSettingsApi.get), settings),
  });
}
