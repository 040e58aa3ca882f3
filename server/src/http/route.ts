import type { Endpoint } from '@questboard/contract/endpoint';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import type { z } from 'zod';
import type { AppContext } from '../context';
import type { UserRow } from '../db/schema/users';
import { unauthorized } from '../lib/app-error';
import { resolveViewer, type Viewer } from '../modules/auth/viewer';
import { refuseNulCharacters } from './nul-characters';

type Out<S> = [NonNullable<S>] extends [never] ? undefined : z.output<NonNullable<S> & z.ZodType>;

/** The signed-in user on endpoints declared with `auth: true` (the route answers 401 without one), else maybe null. */
type UserOf<E extends Endpoint> = E['auth'] extends true ? UserRow : UserRow | null;

export interface HandlerInput<E extends Endpoint> extends Omit<Viewer, 'user'> {
  user: UserOf<E>;
  query: Out<E['query']>;
  body: Out<E['body']>;
  params: Out<E['params']>;
  ip: string;
  /** The signed-in user; prefer `user`, which is typed from the endpoint's `auth`. */
  currentUser(): UserRow;
  /** For multipart endpoints, which read their parts from the request. */
  request: FastifyRequest;
  reply: FastifyReply;
}

/** Viewers resolved before validation, for endpoints that need a user. */
const viewers = new WeakMap<FastifyRequest, Viewer>();

/** Mounts one contract endpoint under /api/v1: schema-validated input, auth, zod-checked output. */
export function route<E extends Endpoint>(
  app: FastifyInstance,
  ctx: AppContext,
  endpoint: E,
  handler: (input: HandlerInput<E>) => Promise<z.input<E['response']>>,
  extra: Pick<RouteOptions, 'bodyLimit'> = {},
): void {
  app.route({
    method: endpoint.method,
    url: `/api/v1${endpoint.path}`,
    ...extra,
    schema: {
      summary: endpoint.summary,
      tags: [endpoint.path.split('/')[1] ?? 'misc'],
      ...(endpoint.auth ? { security: [{ bearerAuth: [] }] } : {}),
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      ...(endpoint.params ? { params: endpoint.params } : {}),
      ...(endpoint.body ? { body: endpoint.body } : {}),
      ...(endpoint.multipart ? { consumes: ['multipart/form-data'] } : {}),
      response: { 200: endpoint.response },
    },
    // A guest calling an endpoint that needs a user gets 401 before the body is read or validated.
    onRequest: async (request) => {
      if (endpoint.auth) viewers.set(request, await resolveViewer(request, ctx, 'required'));
    },
    preValidation: async (request) => {
      refuseNulCharacters({ query: request.query, params: request.params, body: request.body });
    },
    handler: async (request, reply) => {
      const viewer =
        viewers.get(request) ?? (await resolveViewer(request, ctx, endpoint.auth ? 'required' : 'optional'));
      return handler({
        user: viewer.user as UserOf<E>,
        sessionId: viewer.sessionId,
        get ability() {
          return viewer.ability;
        },
        query: request.query as Out<E['query']>,
        body: request.body as Out<E['body']>,
        params: request.params as Out<E['params']>,
        ip: request.ip,
        currentUser: () => {
          if (!viewer.user) throw unauthorized();
          return viewer.user;
        },
        request,
        reply,
      });
    },
  });
}
