import { endpoint } from '@questboard/contract/endpoint';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { createApiClient } from './api-client';
import { ApiError } from './api-error';
import type { StoredTokens } from './token-storage';

const profile = endpoint({
  method: 'GET',
  path: '/users/profile',
  auth: true,
  summary: 'p',
  response: z.object({ n: z.number() }),
});
const signIn = endpoint({
  method: 'POST',
  path: '/users/sign-in',
  auth: false,
  summary: 's',
  body: z.object({ email: z.string() }),
  response: z.object({}),
});

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A fake server: accepts only `validToken`; the refresh call answers `refreshStatus` after a short delay. */
function setup(options: { refreshStatus?: number; signedOut?: boolean } = {}) {
  let tokens: StoredTokens | null = options.signedOut ? null : { accessToken: 'old-access', refreshToken: 'refresh-1' };
  const validToken = 'new-access';
  const seen: Array<{ path: string; auth: string | null; lang: string | null }> = [];
  let refreshCalls = 0;
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const headers = new Headers(init?.headers);
    seen.push({ path: url, auth: headers.get('authorization'), lang: headers.get('x-lang') });
    if (url.endsWith('/auth/token/refresh')) {
      refreshCalls += 1;
      await new Promise((r) => setTimeout(r, 20));
      if (options.refreshStatus === 401)
        return json(401, { statusCode: 401, message: 'reused', code: 'REFRESH_TOKEN_REUSED' });
      return json(200, { accessToken: validToken, refreshToken: 'refresh-2', expiresIn: 900 });
    }
    if (url.endsWith('/users/sign-in'))
      return json(401, { statusCode: 401, message: 'Wrong e-mail or password', code: 'INVALID_CREDENTIALS' });
    if (headers.get('authorization') !== `Bearer ${validToken}`)
      return json(401, { statusCode: 401, message: 'expired', code: 'UNAUTHORIZED' });
    return json(200, { n: seen.length });
  });
  const onSessionExpired = vi.fn();
  const client = createApiClient({
    baseUrl: '/api/v1',
    fetch: fetchMock,
    getTokens: () => tokens,
    setTokens: (next) => {
      tokens = next;
    },
    clearTokens: () => {
      tokens = null;
    },
    getLanguage: () => 'fr',
    onSessionExpired,
  });
  return { client, seen, onSessionExpired, refreshCalls: () => refreshCalls, tokens: () => tokens };
}

describe('api client refresh queue', () => {
  beforeEach(() => vi.useRealTimers());

  it('refreshes exactly once for concurrent 401s and replays every waiting request', async () => {
    const t = setup();
    const results = await Promise.all([t.client.call(profile), t.client.call(profile), t.client.call(profile)]);
    expect(results).toHaveLength(3);
    expect(t.refreshCalls()).toBe(1);
    expect(t.tokens()).toMatchObject({ accessToken: 'new-access', refreshToken: 'refresh-2' });
    const replays = t.seen.filter((s) => s.path.endsWith('/users/profile') && s.auth === 'Bearer new-access');
    expect(replays).toHaveLength(3);
    expect(t.onSessionExpired).not.toHaveBeenCalled();
  });

  it('clears the tokens and reloads when the refresh itself answers 401', async () => {
    const t = setup({ refreshStatus: 401 });
    const outcomes = await Promise.allSettled([t.client.call(profile), t.client.call(profile)]);
    expect(outcomes.every((o) => o.status === 'rejected')).toBe(true);
    expect(t.refreshCalls()).toBe(1);
    expect(t.tokens()).toBeNull();
    expect(t.onSessionExpired).toHaveBeenCalledTimes(1);
  });

  it('does not refresh for a 401 answered to a call sent without a token (sign-in)', async () => {
    const t = setup({ signedOut: true });
    const error = await t.client.call(signIn, { body: { email: 'a@b.c' } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe('INVALID_CREDENTIALS');
    expect((error as ApiError).message).toBe('Wrong e-mail or password');
    expect(t.refreshCalls()).toBe(0);
    expect(t.onSessionExpired).not.toHaveBeenCalled();
  });

  it('does not refresh for a 401 of a public call even when stale tokens are stored', async () => {
    const t = setup();
    await t.client.call(signIn, { body: { email: 'a@b.c' } }).catch(() => undefined);
    expect(t.refreshCalls()).toBe(0);
    expect(t.tokens()?.refreshToken).toBe('refresh-1');
  });

  it('lets a caller outside HTTP (the socket) join the same single refresh', async () => {
    const t = setup();
    const [fromSocket] = await Promise.all([t.client.refresh(), t.client.call(profile)]);
    expect(fromSocket).toBe('new-access');
    expect(t.refreshCalls()).toBe(1);
  });

  it('sends Bearer and x-lang on every call, the token refresh included', async () => {
    const t = setup();
    await t.client.call(profile);
    expect(t.seen[0]).toMatchObject({ auth: 'Bearer old-access', lang: 'fr' });
    expect(t.seen.find((s) => s.path.endsWith('/auth/token/refresh'))).toMatchObject({ lang: 'fr' });
    expect(t.seen.every((s) => s.lang === 'fr')).toBe(true);
  });

  it('downloads a file with a refreshed session, as a blob of the answer', async () => {
    const t = setup();
    const file = await t.client.download(profile);
    expect(t.refreshCalls()).toBe(1);
    expect(JSON.parse(await file.blob.text())).toEqual({ n: 3 });
    expect(file.headers.get('content-type')).toBe('application/json');
    const signedOut = setup({ refreshStatus: 401 });
    await expect(signedOut.client.download(profile)).rejects.toBeInstanceOf(ApiError);
  });
});
