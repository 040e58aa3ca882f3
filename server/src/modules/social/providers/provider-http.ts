import { ArcticFetchError, OAuth2RequestError, OAuth2Tokens, UnexpectedResponseError } from 'arctic';

/** Tokens as we keep them (plain only in memory). */
export interface ProviderTokens {
  accessToken: string;
  refreshToken: string | null;
  expiresAt: Date | null;
  scopes: string[];
}

/** Who the account is at the provider. */
export interface ProviderIdentity {
  providerUserId: string;
  username: string;
  profileUrl: string | null;
  /** Followers at the provider, when it tells us (shown in the influencer directory). */
  audience?: number | null;
  /** When the account was made at the provider, when it tells us (X does): the risk score and X_ACCOUNT_AGE read it. */
  createdAt?: Date | null;
  /** Only when the provider vouches for it; never used to attach to an existing account. */
  email?: string | null;
}

/**
 * A provider call that did not answer as hoped. `kind` says what a person can do about it; `retryAfterSeconds`
 * comes from Retry-After / x-rate-limit-reset when the provider is limiting us.
 */
export class ProviderError extends Error {
  constructor(
    readonly kind: 'rate_limited' | 'invalid_grant' | 'unauthorized' | 'unavailable' | 'bad_response',
    message: string,
    readonly status?: number,
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'ProviderError';
  }
}

/** Seconds to wait from a 429's headers (Retry-After seconds or date, or X's x-rate-limit-reset epoch). */
export function retryAfterSeconds(headers: Headers, now = Date.now()): number | undefined {
  const retryAfter = headers.get('retry-after');
  if (retryAfter) {
    const seconds = Number(retryAfter);
    if (Number.isFinite(seconds)) return Math.max(0, Math.ceil(seconds));
    const at = Date.parse(retryAfter);
    if (Number.isFinite(at)) return Math.max(0, Math.ceil((at - now) / 1000));
  }
  const reset = Number(headers.get('x-rate-limit-reset') ?? headers.get('x-ratelimit-reset'));
  if (Number.isFinite(reset) && reset > 0) return Math.max(0, Math.ceil(reset - now / 1000));
  return undefined;
}

const TIMEOUT_MS = 10_000;

/** Calls a provider with a time-out; no answer → `unavailable`, 429 → `rate_limited` with its wait. */
async function providerFetch(url: string | URL, init: RequestInit): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
  } catch {
    throw new ProviderError('unavailable', 'The provider did not answer');
  }
  if (response.status === 429) {
    await response.body?.cancel();
    throw new ProviderError(
      'rate_limited',
      'The provider is limiting requests',
      429,
      retryAfterSeconds(response.headers),
    );
  }
  return response;
}

/** GET/POST a provider API and parse its JSON; maps 401, 429 and 5xx to ProviderError (no token in messages). */
export async function providerJson<T = unknown>(url: string | URL, init: RequestInit = {}): Promise<T> {
  const response = await providerFetch(url, init);
  if (response.status === 401 || response.status === 403) {
    await response.body?.cancel();
    throw new ProviderError('unauthorized', 'The provider refused the token', response.status);
  }
  if (!response.ok) {
    await response.body?.cancel();
    throw new ProviderError('unavailable', `The provider answered ${response.status}`, response.status);
  }
  try {
    return (await response.json()) as T;
  } catch {
    throw new ProviderError('bad_response', 'The provider answered something that is not JSON', response.status);
  }
}

/** Runs one of arctic's token calls, turning its errors into ProviderError. */
export async function tokenCall(call: () => Promise<OAuth2Tokens>): Promise<ProviderTokens> {
  try {
    return fromArctic(await call());
  } catch (error) {
    if (error instanceof OAuth2RequestError) {
      throw new ProviderError(error.code === 'invalid_grant' ? 'invalid_grant' : 'unauthorized', error.code);
    }
    if (error instanceof ArcticFetchError) throw new ProviderError('unavailable', 'The provider did not answer');
    if (error instanceof UnexpectedResponseError) {
      throw new ProviderError(
        error.status === 429 ? 'rate_limited' : 'unavailable',
        `The provider answered ${error.status}`,
        error.status,
      );
    }
    if (error instanceof ProviderError) throw error;
    throw new ProviderError('bad_response', 'The provider answered an unexpected token response');
  }
}

/** POSTs a form to a token endpoint (client credentials in the body, as Facebook, Instagram and TikTok want). */
export async function postTokenForm(url: string, fields: Record<string, string>): Promise<OAuth2Tokens> {
  const response = await providerFetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    body: new URLSearchParams(fields),
  });
  const data = (await response.json().catch(() => null)) as Record<string, unknown> | null;
  if (!data || typeof data !== 'object') throw new ProviderError('bad_response', 'Unexpected token response');
  // TikTok answers 200 with { error: "invalid_grant" }; Facebook/Instagram 400 with { error: { … } }.
  if (!response.ok || 'error' in data || typeof data.access_token !== 'string') {
    const code = typeof data.error === 'string' ? data.error : 'error';
    throw new ProviderError(code === 'invalid_grant' ? 'invalid_grant' : 'unauthorized', code, response.status);
  }
  return new OAuth2Tokens(data);
}

function fromArctic(tokens: OAuth2Tokens): ProviderTokens {
  const data = tokens.data as Record<string, unknown>;
  return {
    accessToken: tokens.accessToken(),
    refreshToken: typeof data.refresh_token === 'string' ? data.refresh_token : null,
    expiresAt: typeof data.expires_in === 'number' ? new Date(Date.now() + data.expires_in * 1000) : null,
    scopes:
      typeof data.scope === 'string' ? data.scope.split(/[ ,]+/).filter(Boolean) : Array.isArray(data.scope) ? [] : [],
  };
}
