import { authApi } from '@questboard/contract/auth';
import type { ErrorBody } from '@questboard/contract/errors';
import { usersApi } from '@questboard/contract/users';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../../../test/factories/users';
import { apiOf } from '../../../../test/helpers/api';
import { createTestApp, type TestApp } from '../../../../test/helpers/test-app';
import { refreshTokens } from '../../db/schema/sessions';
import { AccessTokens } from '../../lib/access-tokens';
import { sha256 } from '../../lib/secrets';
import { REFRESH_REUSE_GRACE_MS } from './sessions.service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const api = apiOf(() => t.app);

const refresh = (refreshToken: string) => api(authApi.refresh, { body: { refreshToken } });
/** Moves a used refresh token's first use back past the grace window. */
const usedLongAgo = (refreshToken: string) =>
  t.app.ctx.db
    .update(refreshTokens)
    .set({ usedAt: new Date(Date.now() - REFRESH_REUSE_GRACE_MS - 1_000) })
    .where(eq(refreshTokens.tokenHash, sha256(refreshToken)));
const profile = (authorization?: string) => api(usersApi.profile, { headers: authorization ? { authorization } : {} });

describe('refresh tokens', () => {
  it('rotates on every use: the new pair works, the old refresh token does not', async () => {
    const { tokens } = await buildUser(t.app);
    const first = await refresh(tokens.refreshToken);
    expect(first.statusCode).toBe(200);
    const next = first.json();
    expect(next.refreshToken).not.toBe(tokens.refreshToken);
    expect((await profile(`Bearer ${next.accessToken}`)).statusCode).toBe(200);
    expect((await refresh(next.refreshToken)).statusCode).toBe(200);
  });

  it('revokes the whole family when a used refresh token comes back after the grace window', async () => {
    const { tokens } = await buildUser(t.app);
    const rotated = (await refresh(tokens.refreshToken)).json();
    await usedLongAgo(tokens.refreshToken);
    const replay = await refresh(tokens.refreshToken);
    expect(replay.statusCode).toBe(401);
    expect(replay.json<ErrorBody>().code).toBe('REFRESH_TOKEN_REUSED');
    // Everything of that session is dead now, including the tokens handed out by the legitimate rotation.
    expect((await refresh(rotated.refreshToken)).statusCode).toBe(401);
    expect((await profile(`Bearer ${rotated.accessToken}`)).statusCode).toBe(401);
  });

  it('gives new tokens to a refresh token that comes back within seconds (its answer was lost) and keeps the session', async () => {
    const { tokens } = await buildUser(t.app);
    const rotated = (await refresh(tokens.refreshToken)).json();
    const again = await refresh(tokens.refreshToken);
    expect(again.statusCode).toBe(200);
    const second = again.json();
    expect(second.refreshToken).not.toBe(rotated.refreshToken);
    expect((await profile(`Bearer ${second.accessToken}`)).statusCode).toBe(200);
    expect((await profile(`Bearer ${rotated.accessToken}`)).statusCode).toBe(200);
    expect((await refresh(second.refreshToken)).statusCode).toBe(200);
    expect((await refresh(rotated.refreshToken)).statusCode).toBe(200);
  });

  it('gives tokens to both of two tabs refreshing with the same token at the same moment', async () => {
    const { tokens } = await buildUser(t.app);
    const results = await Promise.all([refresh(tokens.refreshToken), refresh(tokens.refreshToken)]);
    expect(results.map((r) => r.statusCode)).toEqual([200, 200]);
    const [first, second] = results.map((r) => r.json());
    expect(first?.refreshToken).not.toBe(second?.refreshToken);
    for (const pair of [first, second]) expect((await refresh(pair?.refreshToken ?? '')).statusCode).toBe(200);
  });

  it('answers 401 for an unknown refresh token and 400 for a malformed one', async () => {
    expect((await refresh('x'.repeat(43))).statusCode).toBe(401);
    expect((await refresh('short')).statusCode).toBe(400);
  });
});

describe('access tokens', () => {
  it('answers 401, never 500, for a missing, malformed, forged or expired token', async () => {
    const { user, tokens } = await buildUser(t.app);
    const [, sessionId] = [
      null,
      JSON.parse(Buffer.from(tokens.accessToken.split('.')[1] ?? '', 'base64url').toString()).sid,
    ];
    const expired = await t.app.ctx.accessTokens.sign({ userId: user.id, sessionId }, -10);
    const forged = await new AccessTokens('another-secret-another-secret-0123456789').sign({
      userId: user.id,
      sessionId,
    });
    for (const header of [
      undefined,
      'Bearer',
      'Bearer not.a.jwt',
      'Basic abc',
      `Bearer ${expired}`,
      `Bearer ${forged}`,
    ]) {
      const response = await profile(header);
      expect(response.statusCode, String(header)).toBe(401);
      expect(response.json<ErrorBody>().code).toBe('UNAUTHORIZED');
    }
  });
});

describe('logout', () => {
  it('revokes the session of the bearer token: access and refresh stop working', async () => {
    const { tokens, headers } = await buildUser(t.app);
    const out = await api(authApi.logout, { headers });
    expect(out.statusCode).toBe(200);
    expect((await profile(headers.authorization)).statusCode).toBe(401);
    expect((await refresh(tokens.refreshToken)).statusCode).toBe(401);
  });

  it('revokes by refresh token when the access token has already expired', async () => {
    const { tokens, headers } = await buildUser(t.app);
    const out = await api(authApi.logout, { body: { refreshToken: tokens.refreshToken } });
    expect(out.statusCode).toBe(200);
    expect((await profile(headers.authorization)).statusCode).toBe(401);
  });

  it('leaves other sessions of the same user open', async () => {
    const built = await buildUser(t.app);
    const other = await api(usersApi.signIn, { body: { email: built.user.email, password: built.password } });
    await api(authApi.logout, { headers: built.headers });
    expect((await profile(`Bearer ${other.json().accessToken}`)).statusCode).toBe(200);
  });
});
