import {
  type BodyOf,
  type Endpoint,
  type FormOf,
  fillPath,
  type ParamsOf,
  type QueryOf,
  type ResponseOf,
} from '@questboard/contract/endpoint';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

export interface CallInput<E extends Endpoint> {
  params?: ParamsOf<E>;
  query?: QueryOf<E>;
  /** JSON body, or for a multipart endpoint its fields as JSON (the server accepts both) or a FormData. */
  body?: BodyOf<E> | FormOf<E> | FormData;
  headers?: Record<string, string>;
  /** The caller's address as the server sees it (default 127.0.0.1). */
  remoteAddress?: string;
}

/** An answer whose `json()` reads as the endpoint's response shape; read an error answer with `json<ErrorBody>()`. */
export type EndpointResponse<E extends Endpoint> = Omit<LightMyRequestResponse, 'json'> & {
  json<T = ResponseOf<E>>(): T;
};

/** Calls one contract endpoint through app.inject: method and path from the contract, typed input. */
export async function callEndpoint<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  input: CallInput<E> = {},
): Promise<EndpointResponse<E>> {
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
    ...(input.remoteAddress === undefined ? {} : { remoteAddress: input.remoteAddress }),
    ...(input.body === undefined ? {} : { payload: input.body as object }),
  });
}

/** `callEndpoint` bound to one app; pass a getter when the app is created later (in `beforeAll`). */
export const apiOf =
  (app: FastifyInstance | (() => FastifyInstance)) =>
  <E extends Endpoint>(endpoint: E, input?: CallInput<E>) =>
    callEndpoint(typeof app === 'function' ? app() : app, endpoint, input);

export type Api = ReturnType<typeof apiOf>;

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * A call by method and path under /api/v1, only for what the contract's types would refuse (a field of the wrong
 * type, an unknown value, a hand-built body); say at each use what it sends that the types refuse. `app` is read
 * at call time, so it can be created in `beforeAll`.
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
