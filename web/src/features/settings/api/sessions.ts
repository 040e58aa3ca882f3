import { sessionsApi } from '@questboard/contract/auth';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { keyOf } from '../../../lib/query-keys';

/** The signed-in user's open sessions. */
export const useActiveSessions = () =>
  useQuery({ queryKey: keyOf(sessionsApi.list), queryFn: () => api.call(sessionsApi.list) });

/** Ends one of the user's other sessions. */
export const revokeSession = (id: string) => api.call(sessionsApi.revoke, { params: { id } });

/** Ends every session of the user, this one included. */
export const signOutEverywhere = () => api.call(sessionsApi.revokeAll);
