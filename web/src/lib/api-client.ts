import {
  type BodyOf,
  type Endpoint,
  fillPath,
  type ParamsOf,
  type QueryOf,
  type ResponseOf,
} from '@questboard/contract/endpoint';
import type { ErrorBody } from '@questboard/contract/errors';
import { ApiError } from './api-error';
import { clearTokens, readLanguage, readTokens, type StoredTokens, writeTokens } from './token-storage';

export interface CallOptions<E> {
  query?: QueryOf<E>;
  body?: BodyOf<E>;
  /** Path parameters, for endpoints whose path has `:name` placeholders. */
  params?: ParamsOf<E>;
  /** Extra request headers (e.g. `Idempotency-Key`). */
  headers?: Record<string, string>;
  /** Multipart uploads send this instead of a JSON body. */
  formData?: FormData;
  signal?: AbortSignal;
}

export interface ApiClientDeps {
  baseUrl: string;
  fetch: typeof fetch;
  getTokens(): StoredTokens | null;
  setTokens(tokens: StoredTokens): void;
  clearTokens(): void;
  getLanguage(): string | null;
  /** Called once the refresh token itself is refused: the session is over. */
  onSessionExpired(): void;
}

export interface DownloadedFile {
  blob: Blob;
  /** The answer's headers: its Content-Disposition names the file. */
  headers: Headers;
}

export interface ApiClient {
  call<E extends Endpoint>(endpoint: E, options?: CallOptions<E>): Promise<ResponseOf<E>>;
  /** A file the endpoint answers (a CSV export…) and its answer's headers, with the same session handling as `call`. */
  download<E extends Endpoint>(endpoint: E, options?: CallOptions<E>): Promise<DownloadedFile>;
  /** Rotates the tokens (joining a refresh already running); the new access token, or null once the session is over. */
  refresh(): Promise<string | null>;
}

const REFRESH_PATH = '/auth/token/refresh';

function queryString(query: unknown): string {
  if (!query || typeof query !== 'object') return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) for (const item of value) params.append(key, String(item));
    else params.append(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

async function toApiError(response: Response): Promise<ApiError> {
  const body = (await response.json().catch(() => undefined)) as Partial<ErrorBody> | undefined;
  return new ApiError(response.status, body, response.statusText || `Request failed with ${response.status}`);
}

/** A typed client over the contract's endpoint descriptors with a single-flight 401 refresh queue. */
export function createApiClient(deps: ApiClientDeps): ApiClient {
  let refreshing: Promise<string | null> | null = null;

  function send(endpoint: Endpoint, options: CallOptions<Endpoint>, accessToken: string | undefined) {
    const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
    if (accessToken) headers.authorization = `Bearer ${accessToken}`;
    const lang = deps.getLanguage();
    if (lang) headers['x-lang'] = lang;
    let body: BodyInit | undefined;
    if (options.formData) body = options.formData;
    else if (options.body !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(options.body);
    }
    const path = fillPath(endpoint.path, options.params as Record<string, string> | undefined);
    const url = `${deps.baseUrl}${path}${queryString(options.query)}`;
    return deps.fetch(url, { method: endpoint.method, headers, body, signal: options.signal });
  }

  async function runRefresh(): Promise<string | null> {
    const tokens = deps.getTokens();
    if (!tokens) return null;
    const lang = deps.getLanguage();
    const response = await deps.fetch(`${deps.baseUrl}${REFRESH_PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json', ...(lang ? { 'x-lang': lang } : {}) },
      body: JSON.stringify({ refreshToken: tokens.refreshToken }),
    });
    if (response.status === 401) {
      deps.clearTokens();
      deps.onSessionExpired();
      return null;
    }
    if (!response.ok) throw await toApiError(response);
    const next = (await response.json()) as StoredTokens;
    deps.setTokens(next);
    return next.accessToken;
  }

  /** Every request that meets a 401 while a refresh is running waits for that same refresh. */
  function refresh(): Promise<string | null> {
    refreshing ??= runRefresh().finally(() => {
      refreshing = null;
    });
    return refreshing;
  }

  async function respond(endpoint: Endpoint, options: CallOptions<Endpoint>): Promise<Response> {
    const sentToken = deps.getTokens()?.accessToken;
    let response = await send(endpoint, options, sentToken);
    // Public calls and calls sent without a token (sign-in…) keep their own 401 meaning.
    if (response.status === 401 && sentToken && endpoint.auth && endpoint.path !== REFRESH_PATH) {
      const current = deps.getTokens()?.accessToken;
      // Another request may already have rotated the tokens while this one was in flight.
      const fresh = current && current !== sentToken ? current : await refresh();
      if (!fresh) throw await toApiError(response);
      response = await send(endpoint, options, fresh);
    }
    if (!response.ok) throw await toApiError(response);
    return response;
  }

  async function call<E extends Endpoint>(endpoint: E, options: CallOptions<E> = {}): Promise<ResponseOf<E>> {
    const response = await respond(endpoint, options as CallOptions<Endpoint>);
    if (response.status === 204) return undefined as ResponseOf<E>;
    return (await response.json()) as ResponseOf<E>;
  }

  async function download<E extends Endpoint>(endpoint: E, options: CallOptions<E> = {}): Promise<DownloadedFile> {
    const response = await respond(endpoint, options as CallOptions<Endpoint>);
    return { blob: await response.blob(), headers: response.headers };
  }

  return { call, download, refresh };
}

/** On the server (web/src/entry-server.tsx): how calls reach the server's endpoints, and the page's language. */
let onServer: { fetch: typeof fetch; language: string } | null = null;
export function setServerFetch(fetch: typeof globalThis.fetch, language: string): void {
  onServer = { fetch, language };
}

/** The app's client: tokens and language from localStorage, a page reload when the session ends. */
export const api: ApiClient = createApiClient({
  baseUrl: '/api/v1',
  fetch: (input, init) => (onServer ? onServer.fetch(input, init) : fetch(input, init)),
  getTokens: readTokens,
  setTokens: writeTokens,
  clearTokens,
  // The stored choice, else the language the app started in (i18n sets <html lang>), so every call names one.
  getLanguage: () => onServer?.language ?? readLanguage() ?? (document.documentElement.lang || null),
  onSessionExpired: () => window.location.reload(),
});
