import { questsApi } from '@questboard/contract/quests';
import { useQuery } from '@tanstack/react-query';
import { useViewer } from '../../../hooks/use-viewer';
import { api } from '../../../lib/api-client';
import { isApiError } from '../../../lib/api-error';
import { keyOf } from '../../../lib/query-keys';

/** GET /quests/detail/{slug}: the detail endpoint takes an id or a slug. A 404 is not retried. */
export function useQuestDetail(slug: string) {
  const { ready, signedIn } = useViewer();
  return useQuery({
    queryKey: keyOf(questsApi.detail, slug, signedIn),
    queryFn: ({ signal }) => api.call(questsApi.detail, { params: { id: slug }, signal }),
    enabled: ready,
    retry: (count, error) => !(isApiError(error) && error.status === 404) && count < 1,
  });
}
