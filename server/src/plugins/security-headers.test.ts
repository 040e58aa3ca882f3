import { authApi, devApi } from '@questboard/contract/auth';
import { usersApi } from '@questboard/contract/users';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../../test/factories/users';
import { apiOf, callEndpoint, rawCallOf } from '../../../test/helpers/api';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://quests.example.com' });
});
afterAll(() => t.close());

const api = apiOf(() => t.app);
const raw = rawCallOf(() => t.app);

describe('security headers', () => {
  it('marks authenticated answers no-store', async () => {
    const { headers } = await buildUser(t.app);
    const response = await api(usersApi.profile, { headers });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('marks answers that carry tokens no-store, even without an Authorization header', async () => {
    const { user, password, tokens } = await buildUser(t.app);
    const signIn = await api(usersApi.signIn, { body: { email: user.email, password } });
    expect(signIn.statusCode).toBe(200);
    expect(signIn.headers['cache-control']).toBe('no-store');
    const refresh = await api(authApi.refresh, { body: { refreshToken: tokens.refreshToken } });
    expect(refresh.headers['cache-control']).toBe('no-store');
  });

  it('lets public answers be cached as before', async () => {
    const response = await api(devApi.health);
    expect(response.headers['cache-control']).toBeUndefined();
  });

  it("sends helmet's headers on every answer, errors included", async () => {
    // Raw: an unknown path is among them, which the contract cannot name.
    for (const url of ['/health', '/no-such-route', '/users/profile']) {
      const { headers } = await raw('GET', url);
      expect(headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      expect(headers['cross-origin-opener-policy']).toBe('same-origin');
      expect(headers['referrer-policy']).toBe('no-referrer');
      expect(String(headers['content-security-policy'])).toContain("default-src 'self'");
    }
  });

  it('limits connect-src to our own origin and PUBLIC_URL, not any ws: or wss:', async () => {
    const response = await api(devApi.health);
    const csp = String(response.headers['content-security-policy']);
    const connect = csp
      .split(';')
      .find((d) => d.trim().startsWith('connect-src'))
      ?.trim();
    expect(connect).toBe("connect-src 'self' https://quests.example.com wss://quests.example.com");
  });
});

describe('content security policy', () => {
  const csp = async (app: TestApp['app']) =>
    String((await callEndpoint(app, devApi.health)).headers['content-security-policy']);

  it('runs no outside script unless Telegram is configured, then only its login widget', async () => {
    expect(await csp(t.app)).not.toContain('telegram.org');
    const withTelegram = await createTestApp({
      TELEGRAM_BOT_TOKEN: '123456:fake-telegram-bot-token',
      TELEGRAM_BOT_USERNAME: 'questboard_bot',
    });
    try {
      const policy = await csp(withTelegram.app);
      expect(policy).toContain("script-src 'self' https://telegram.org");
      expect(policy).toContain("frame-src 'self' https://oauth.telegram.org");
    } finally {
      await withTelegram.close();
    }
  });
});
