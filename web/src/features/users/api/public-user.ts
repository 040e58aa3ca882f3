import { usersApi } from '@questboard/contract/users';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { keyOf } from '../../../lib/query-keys';

/** A user's public profile by username or id. */
export const usePublicUser = (userKey: string) =>
  useQuery({
    queryKey: keyOf(usersApi.getUser, userKey),
    queryFn: ({ signal }) => api.call(usersApi.getUser, { query: { userKey }, signal }),
    retry: false,
  });
