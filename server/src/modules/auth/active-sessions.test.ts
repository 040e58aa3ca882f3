import { authApi, sessionsApi } from '@questboard/contract/auth';
import type { ErrorBody } from '@questboard/contract/errors';
import { usersApi } from '@questboard/contract/users';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../../../test/factories/users';
import { apiOf, callEndpoint } from '../../../../test/helpers/api';
import { createTestApp, type TestApp } from '../../../../test/helpers/test-app';
import { authSessions } from '../../db/schema/sessions';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ SESSION_MAX_AGE_DAYS: '90', SESSION_IDLE_DAYS: '30' });
});
afterAll(() => t.close());

const api = apiOf(() => t.app);

const signIn = (email: string, password: string) =>
  api(usersApi.signIn, {
    headers: { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0' },
    body: { email, password },
    remoteAddress: '203.0.113.9',
  });
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const list = (token: string) => api(sessionsApi.list, { headers: bearer(token) });
const refresh = (refreshToken: string) => api(authApi.refresh, { body: { refreshToken } });
const sessionIdOf = (accessToken: string): string =>
  JSON.parse(Buffer.from(accessToken.split('.')[1] ?? '', 'base64url').toString()).sid;

describe('active sessions', () => {
  it('lists the open sessions with where they signed in, marking the current one', async () => {
    const { user, password, tokens } = await buildUser(t.app);
    const phone = (await signIn(user.email, password)).json();
    const response = await list(phone.accessToken);
    expect(response.statusCode).toBe(200);
    const items = response.json().items;
    expect(items).toHaveLength(2);
    const current = items.find((s: { current: boolean }) => s.current);
    expect(current).toMatchObject({ ip: '203.0.113.9', userAgent: expect.stringContaining('Chrome') });
    expect(current?.id).toBe(sessionIdOf(phone.accessToken));
    expect(new Date(current?.expiresAt ?? '').getTime() - new Date(current?.createdAt ?? '').getTime()).toBe(
      90 * 86_400_000,
    );
    expect(items.map((s: { id: string }) => s.id)).toContain(sessionIdOf(tokens.accessToken));
  });

  it('ends one own session; another user cannot end it', async () => {
    const me = await buildUser(t.app);
    const stranger = await buildUser(t.app);
    const other = (await signIn(me.user.email, me.password)).json();
    const target = sessionIdOf(other.accessToken);
    const foreign = await api(sessionsApi.revoke, { params: { id: target }, headers: stranger.headers });
    expect(foreign.statusCode).toBe(404);
    expect((await refresh(other.refreshToken)).statusCode).toBe(200);
    expect((await api(sessionsApi.revoke, { params: { id: target }, headers: me.headers })).statusCode).toBe(200);
    expect((await list(me.tokens.accessToken)).json().items).toHaveLength(1);
  });

  it('signs out everywhere: every session of the user ends, this one included', async () => {
    const me = await buildUser(t.app);
    const other = (await signIn(me.user.email, me.password)).json();
    const out = await api(sessionsApi.revokeAll, { headers: me.headers });
    expect(out.statusCode).toBe(200);
    expect((await list(me.tokens.accessToken)).statusCode).toBe(401);
    expect((await refresh(other.refreshToken)).statusCode).toBe(401);
    expect((await refresh(me.tokens.refreshToken)).statusCode).toBe(401);
  });

  it('answers 401 to a guest', async () => {
    expect((await api(sessionsApi.list)).statusCode).toBe(401);
  });
});

describe('session lifetime', () => {
  it('ends a session at its absolute lifetime even when it is refreshed all along', async () => {
    const { tokens } = await buildUser(t.app);
    const next = (await refresh(tokens.refreshToken)).json();
    const longAgo = new Date(Date.now() - 91 * 86_400_000);
    await t.app.ctx.db
      .update(authSessions)
      .set({ createdAt: longAgo })
      .where(eq(authSessions.id, sessionIdOf(next.accessToken)));
    const late = await refresh(next.refreshToken);
    expect(late.statusCode).toBe(401);
    expect(late.json<ErrorBody>().code).toBe('INVALID_REFRESH_TOKEN');
  });

  it('shows when a refreshed session ends at the latest, by the configured absolute lifetime', async () => {
    const short = await createTestApp({ SESSION_MAX_AGE_DAYS: '2', SESSION_IDLE_DAYS: '30' });
    try {
      const { tokens } = await buildUser(short.app);
      const sessionId = sessionIdOf(tokens.accessToken);
      // Created 47 hours ago: a refresh now may live one more hour at most.
      await short.app.ctx.db
        .update(authSessions)
        .set({ createdAt: new Date(Date.now() - 47 * 3_600_000) })
        .where(eq(authSessions.id, sessionId));
      const next = await callEndpoint(short.app, authApi.refresh, { body: { refreshToken: tokens.refreshToken } });
      expect(next.statusCode).toBe(200);
      const list = await callEndpoint(short.app, sessionsApi.list, { headers: bearer(next.json().accessToken) });
      const expiresAt = new Date(list.json().items[0]?.expiresAt ?? '').getTime();
      expect(expiresAt).toBeLessThanOrEqual(Date.now() + 3_600_000);
    } finally {
      await short.close();
    }
  });
});
