import {
  type BodyOf,
  type Endpoint,
  type FormOf,
  fillPath,
  type ParamsOf,
  type QueryOf,
} from '@questboard/contract/endpoint';
import type { FastifyInstance } from 'fastify';

export interface CallInput<E extends Endpoint> {
  params?: ParamsOf<E>;
  query?: QueryOf<E>;
  /** JSON body, or for a multipart endpoint its fields as JSON (the server accepts both) or a FormData. */
  body?: BodyOf<E> | FormOf<E> | FormData;
  headers?: Record<string, string>;
}

/** Calls one contract endpoint through app.inject: method and path from the contract, typed input. */
export function callEndpoint<E extends Endpoint>(app: FastifyInstance, endpoint: E, input: CallInput<E> = {}) {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries((input.query ?? {}) as Record<string, unknown>)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item !== undefined) search.append(name, String(item));
    }
  }
  const path = fillPath(endpoint.path, (input.params ?? {}) as Record<string, string>);
  const query = search.size > 0 ? `?${search}` : '';
  return app.inject({
    method: endpoint.method,
    url: `/api/v1${path}${query}`,
    headers: input.headers ?? {},
    ...(input.body === undefined ? {} : { payload: input.body as object }),
  });
}

/** `callEndpoint` bound to one app. */
export const apiOf =
  (app: FastifyInstance) =>
  <E extends Endpoint>(endpoint: E, input?: CallInput<E>) =>
    callEndpoint(app, endpoint, input);

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * A call by method and path under /api/v1, for tests that send what the contract's types would refuse (bad input,
 * hand-built forms). `app` is read at call time, so it can be created in `beforeAll`.
 */
export const rawCallOf =
  (app: () => FastifyInstance) =>
  (method: Method, url: string, headers: Record<string, string> = {}, payload?: unknown) =>
    app().inject({
      method,
      url: `/api/v1${url}`,
      headers,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
