import type { Endpoint } from '@questboard/contract/endpoint';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { z } from 'zod';
import type { UserRow } from '../db/schema/users';
import type { ServerLanguage } from '../i18n/i18n';
import { requestLanguage } from '../i18n/request-language';
import type { ApiKeyCaller, Viewer } from '../lib/viewer';
import { type MultipartForm, readMultipartForm } from './multipart';
import { refuseNulOrDeepInput } from './nul-characters';

/** Who is asking, read from a request: 401 in `required` mode without a valid session (the auth module answers it). */
export type ViewerOfRequest = (request: FastifyRequest, mode: 'required' | 'optional') => Promise<Viewer>;

/** 403 unless this API key may make this call (its brand only, its scope; the api-keys module answers it). */
export type ApiKeyGate = (key: ApiKeyCaller, endpoint: Endpoint, params: unknown) => Promise<void>;

declare module 'fastify' {
  interface FastifyInstance {
    /** Set once by the composition root (app.ts) before any route is mounted. */
    viewerOf: ViewerOfRequest;
    /** Set once by the composition root (app.ts) before any route is mounted. */
    apiKeyGate: ApiKeyGate;
  }
}

type Out<S> = [NonNullable<S>] extends [never] ? undefined : z.output<NonNullable<S> & z.ZodType>;

/** The signed-in user on endpoints declared with `auth: true` (the route answers 401 without one), else maybe null. */
type UserOf<E extends Endpoint> = E['auth'] extends true ? UserRow : UserRow | null;

export interface HandlerInput<E extends Endpoint> {
  /** Who is asking: what services are given (never this input, which carries Fastify's request and reply). */
  viewer: Viewer<UserOf<E>>;
  /** The viewer's user, for reading its id. */
  user: UserOf<E>;
  query: Out<E['query']>;
  body: Out<E['body']>;
  params: Out<E['params']>;
  ip: string;
  /** The language the caller reads (`x-lang`, then Accept-Language, else English). */
  language: ServerLanguage;
  /** The fields and files of an endpoint that declares a multipart `form` or `files`, read and checked by them. */
  form: MultipartForm<Out<E['form']>>;
  request: FastifyRequest;
  reply: FastifyReply;
}

/** Viewers resolved before validation, for endpoints that need a user. */
const viewers = new WeakMap<FastifyRequest, Viewer>();

const noForm = { fields: undefined, files: {} };

/**
 * Mounts one contract endpoint under /api/v1: schema-validated input (a declared multipart form included), auth
 * (a user on `auth: true` endpoints, 401 before anything is read otherwise), zod-checked output.
 */
export function route<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: (input: HandlerInput<E>) => Promise<z.input<E['response']>>,
  extra: Pick<RouteOptions, 'bodyLimit'> = {},
): void {
  const viewerOf = app.viewerOf;
  const apiKeyGate = app.apiKeyGate;
  const declaresForm = Boolean(endpoint.form || endpoint.files);
  app.route({
    method: endpoint.method,
    url: `/api/v1${endpoint.path}`,
    ...extra,
    schema: {
      summary: endpoint.summary,
      tags: [endpoint.path.split('/')[1] ?? 'misc'],
      ...securityOf(endpoint),
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      ...(endpoint.params ? { params: endpoint.params } : {}),
      ...(endpoint.body ? { body: endpoint.body } : {}),
      ...(endpoint.multipart ? { consumes: ['multipart/form-data'] } : {}),
      response: { 200: endpoint.response },
    },
    // A guest calling an endpoint that needs a user gets 401, and an API key calling what it may not 403, before the
    // body is read or validated.
    onRequest: async (request) => {
      if (!endpoint.auth && !request.headers.authorization) return;
      const viewer = await viewerOf(request, endpoint.auth ? 'required' : 'optional');
      viewers.set(request, viewer);
      if (viewer.apiKey) await apiKeyGate(viewer.apiKey, endpoint, request.params);
    },
    preValidation: async (request) => {
      refuseNulOrDeepInput({ query: request.query, params: request.params, body: request.body });
    },
    handler: async (request, reply) => {
      const viewer = viewers.get(request) ?? (await viewerOf(request, endpoint.auth ? 'required' : 'optional'));
      const form = declaresForm
        ? await readMultipartForm(request, endpoint.form ?? z.object({}), endpoint.files ?? [])
        : noForm;
      return handler({
        viewer: viewer as Viewer<UserOf<E>>,
        user: viewer.user as UserOf<E>,
        query: request.query as Out<E['query']>,
        body: request.body as Out<E['body']>,
        params: request.params as Out<E['params']>,
        ip: request.ip,
        get language() {
          return requestLanguage(request.headers);
        },
        form: form as MultipartForm<Out<E['form']>>,
        request,
        reply,
      });
    },
  });
}

/**
 * OpenAPI: who may call it (a signed-in person's token; a brand's API key where the contract lets keys call, with
 * the scope it needs named in the description).
 */
function securityOf(endpoint: Endpoint): { security?: Array<Record<string, string[]>>; description?: string } {
  const security: Array<Record<string, string[]>> = [];
  if (endpoint.auth) security.push({ bearerAuth: [] });
  if (!endpoint.apiKey) return security.length > 0 ? { security } : {};
  security.push({ brandApiKey: [] });
  const scope = endpoint.method === 'GET' ? 'a read or read-write' : 'a read-write';
  const what = 'brand' in endpoint.apiKey ? 'brand' : "quest's brand";
  return { security, description: `API keys: ${scope} key of the ${what} named in the path may call it.` };
}
