/** The provider answered 429 (or told us to slow down): nothing may be asked before `retryAt`. */
export class RateLimitedError extends Error {
  constructor(readonly retryAt: Date) {
    super('rate limited');
  }
}
/** The provider refused the token (401, or 403 that names the token): the account must be connected again. */
export class TokenRejectedError extends Error {}
/** The provider did not answer usably (5xx, network error, timeout, a body that is not JSON). */
export class ProviderUnavailableError extends Error {}

const DEFAULT_WAIT_SECONDS = 60;
const TIMEOUT_MS = 10_000;

/**
 * When a rate-limited call may be made again, from the headers providers send: `Retry-After` (seconds or an HTTP
 * date), X's `x-rate-limit-reset` (epoch seconds), Discord's `x-ratelimit-reset-after` (seconds), or a JSON body's
 * `retry_after` (Discord) / `parameters.retry_after` (Telegram). A minute when none is given.
 */
export function retryAtOf(headers: Headers, body: unknown, now = Date.now()): Date {
  const retryAfter = headers.get('retry-after');
  if (retryAfter) {
    const seconds = Number(retryAfter);
    if (Number.isFinite(seconds)) return new Date(now + Math.max(1, seconds) * 1000);
    const date = Date.parse(retryAfter);
    if (Number.isFinite(date)) return new Date(Math.max(date, now + 1000));
  }
  const reset = Number(headers.get('x-rate-limit-reset'));
  if (reset > 0) return new Date(Math.max(reset * 1000, now + 1000));
  const resetAfter = Number(headers.get('x-ratelimit-reset-after'));
  if (resetAfter > 0) return new Date(now + resetAfter * 1000);
  const fromBody = bodyRetryAfter(body);
  if (fromBody !== null) return new Date(now + Math.max(1, fromBody) * 1000);
  return new Date(now + DEFAULT_WAIT_SECONDS * 1000);
}

function bodyRetryAfter(body: unknown): number | null {
  if (!body || typeof body !== 'object') return null;
  const record = body as { retry_after?: unknown; parameters?: { retry_after?: unknown } };
  const value = record.retry_after ?? record.parameters?.retry_after;
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

export interface JsonAnswer {
  status: number;
  body: unknown;
}

/**
 * GETs JSON from a provider. 429 throws RateLimitedError, 401 TokenRejectedError, 5xx and network failures
 * ProviderUnavailableError; every other status is answered for the verifier to read (404 is often meaningful).
 * The token travels in the Authorization header only and is never logged.
 */
export async function getJson(url: string, authorization?: string): Promise<JsonAnswer> {
  let response: Response;
  try {
    response = await fetch(url, {
      headers: { accept: 'application/json', ...(authorization ? { authorization } : {}) },
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch {
    throw new ProviderUnavailableError('no answer');
  }
  const text = await response.text().catch(() => '');
  let body: unknown = null;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    if (response.ok) throw new ProviderUnavailableError('not JSON');
  }
  if (response.status === 429) throw new RateLimitedError(retryAtOf(response.headers, body));
  if (response.status === 401) throw new TokenRejectedError('token refused');
  if (response.status >= 500) throw new ProviderUnavailableError(`status ${response.status}`);
  return { status: response.status, body };
}
