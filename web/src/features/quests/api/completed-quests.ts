import { participationApi } from '@questboard/contract/participation';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { isApiError } from '../../../lib/api-error';
import { keyOf } from '../../../lib/query-keys';

export const COMPLETED_PAGE_SIZE = 10;

/** GET /quests/{username}/completed, one page at a time. */
export const useCompletedQuests = (username: string, offset: number) =>
  useQuery({
    queryKey: keyOf(participationApi.completedBy, username, offset),
    queryFn: ({ signal }) =>
      api.call(participationApi.completedBy, {
        params: { username },
        query: { offset, limit: COMPLETED_PAGE_SIZE },
        signal,
      }),
    placeholderData: keepPreviousData,
    retry: (count, error) => !(isApiError(error) && error.status === 404) && count < 1,
  });
