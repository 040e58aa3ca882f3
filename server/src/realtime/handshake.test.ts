import { authApi } from '@questboard/contract/auth';
import { createSigner } from 'fast-jwt';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../../test/factories/users';
import { apiOf } from '../../../test/helpers/api';
import { call, closeClients, connect, listen, next, ok, refusal } from '../../../test/helpers/sockets';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { HANDSHAKE_ERRORS } from './handshake';

let t: TestApp;
let url: string;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://questboard.example' });
  url = await listen(t.app);
});
afterEach(closeClients);
afterAll(() => t.close());

const api = apiOf(() => t.app);

describe('socket handshake', () => {
  it('connects with the access token in auth or in the query, from the product origin', async () => {
    const me = await buildUser(t.app);
    const viaAuth = await connect(url, { token: me.tokens.accessToken, origin: 'https://questboard.example' });
    expect(ok(await call(viaAuth, 'rooms'))).toEqual([]);
    const viaQuery = await connect(url, { token: me.tokens.accessToken, tokenInQuery: true });
    expect(ok(await call(viaQuery, 'rooms'))).toEqual([]);
  });

  it('refuses a missing, malformed, forged or expired token, and a closed session', async () => {
    const me = await buildUser(t.app);
    expect(await refusal(url)).toBe(HANDSHAKE_ERRORS.missing);
    expect(await refusal(url, { token: 'not-a-jwt' })).toBe(HANDSHAKE_ERRORS.invalid);
    const claims = await t.app.ctx.accessTokens.verify(me.tokens.accessToken);
    if (!claims) throw new Error('fixture');
    const forged = createSigner({ key: 'another-secret-another-secret-another-secret', expiresIn: 600_000 })({
      sub: me.user.id,
      sid: claims.sessionId,
    });
    expect(await refusal(url, { token: forged })).toBe(HANDSHAKE_ERRORS.invalid);
    const past = Math.floor(Date.now() / 1000);
    const expired = createSigner({ key: 'test-secret-test-secret-test-secret-0123456789' })({
      sub: me.user.id,
      sid: claims.sessionId,
      iat: past - 3600,
      exp: past - 60,
    });
    expect(await refusal(url, { token: expired })).toBe(HANDSHAKE_ERRORS.expired);
    expect(await refusal(url, { token: expired, tokenInQuery: true })).toBe(HANDSHAKE_ERRORS.expired);

    const signedOut = await buildUser(t.app);
    await api(authApi.logout, { headers: signedOut.headers, body: {} });
    expect(await refusal(url, { token: signedOut.tokens.accessToken })).toBe(HANDSHAKE_ERRORS.invalid);
  });

  it('refuses a browser page of another origin, even with a valid token', async () => {
    const me = await buildUser(t.app);
    const message = await refusal(url, { token: me.tokens.accessToken, origin: 'https://evil.example' });
    expect(message).toMatch(/websocket error/i);
  });

  it('accepts the page of the very host it was opened at, whatever PUBLIC_URL says', async () => {
    const me = await buildUser(t.app);
    // PUBLIC_URL is https://questboard.example; the app was opened at its 127.0.0.1 address instead.
    const socket = await connect(url, { token: me.tokens.accessToken, origin: url });
    expect(ok(await call(socket, 'rooms'))).toEqual([]);
    const otherPort = new URL(url);
    otherPort.port = String(Number(otherPort.port) + 1);
    expect(await refusal(url, { token: me.tokens.accessToken, origin: otherPort.origin })).toMatch(/websocket error/i);
  });

  it('disconnects the socket when its access token expires', async () => {
    const me = await buildUser(t.app);
    const claims = await t.app.ctx.accessTokens.verify(me.tokens.accessToken);
    if (!claims) throw new Error('fixture');
    const shortLived = await t.app.ctx.accessTokens.sign(claims, 2);
    const socket = await connect(url, { token: shortLived });
    const exception = next(socket, 'exception', 4000);
    const disconnected = new Promise<string>((resolve) => socket.once('disconnect', resolve));
    expect(await exception).toEqual({ message: HANDSHAKE_ERRORS.expired });
    expect(await disconnected).toBe('io server disconnect');
  });

  it('closes the sockets of a session when it ends, and only those', async () => {
    const me = await buildUser(t.app);
    const otherSession = await t.app.services.sessions.open(me.user.id);
    const [ending, staying] = await Promise.all([
      connect(url, { token: me.tokens.accessToken }),
      connect(url, { token: otherSession.accessToken }),
    ]);
    const closed = new Promise<string>((resolve) => ending.once('disconnect', resolve));
    await api(authApi.logout, { headers: me.headers, body: {} });
    expect(await closed).toBe('io server disconnect');
    expect(ok(await call(staying, 'rooms'))).toEqual([]);

    // A password reset ends every session, so every socket closes.
    const last = new Promise<string>((resolve) => staying.once('disconnect', resolve));
    await t.app.services.sessions.revokeAllOf(me.user.id);
    expect(await last).toBe('io server disconnect');
  });
});
