import type { ClientToServerEvents } from '@questboard/contract/chat';
import type { Endpoint } from '@questboard/contract/endpoint';
import type { QueryClient } from '@tanstack/react-query';

type Named = Pick<Endpoint, 'method' | 'path'>;

/**
 * The one way to name cached answers: the contract endpoint (or socket event) they come from, then what varies
 * (parameters, whether a viewer is signed in). A feature refreshes another feature's reads by naming the endpoint,
 * never by sharing its key strings; the key of an endpoint alone covers all its variants.
 */
export const keyOf = (endpoint: Named, ...vary: unknown[]) => [endpoint.method, endpoint.path, ...vary] as const;

/** Answers that arrive over the socket, named by the event that asks for them. */
export const eventKeyOf = (event: keyof ClientToServerEvents, ...vary: unknown[]) =>
  ['socket', event, ...vary] as const;

/** Marks every cached answer of these endpoints stale; the ones on screen are fetched again. */
export const invalidate = (client: QueryClient, ...endpoints: Named[]) =>
  Promise.all(endpoints.map((endpoint) => client.invalidateQueries({ queryKey: keyOf(endpoint) })));

/** Marks them stale without fetching now: they are fetched when next shown (after a save that navigates away). */
export const markStale = (client: QueryClient, ...endpoints: Named[]) =>
  Promise.all(
    endpoints.map((endpoint) => client.invalidateQueries({ queryKey: keyOf(endpoint), refetchType: 'none' })),
  );
