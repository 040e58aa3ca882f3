import { usersApi } from '@questboard/contract/users';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const userKeys = { public: (userKey: string) => ['users', 'public', userKey] as const };

/** A user's public profile by username or id. */
export const usePublicUser = (userKey: string) =>
  useQuery({
    queryKey: userKeys.public(userKey),
    queryFn: ({ signal }) => api.call(usersApi.getUser, { query: { userKey }, signal }),
    retry: false,
  });
