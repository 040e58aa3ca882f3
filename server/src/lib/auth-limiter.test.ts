import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniqueEmail } from '../../../test/factories/users';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';

const limits = { AUTH_RATE_LIMIT_PER_IP: '5', AUTH_RATE_LIMIT_PER_EMAIL: '3', AUTH_RATE_LIMIT_WINDOW_SECONDS: '60' };
// A fresh address per test keeps the counters apart, also in a Redis shared with earlier runs.
const freshIp = () => `127.${randomInt(1, 255)}.${randomInt(1, 255)}.${randomInt(1, 255)}`;

const signIn = (t: TestApp, email: string, ip: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/users/sign-in',
    payload: { email, password: 'Quest1234' },
    remoteAddress: ip,
  });

describe('auth rate limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(limits);
  });
  afterAll(() => t.close());

  it('limits attempts per e-mail and answers 429 with Retry-After', async () => {
    const email = uniqueEmail();
    for (let i = 0; i < 3; i++) expect((await signIn(t, email, freshIp())).statusCode).toBe(401);
    const limited = await signIn(t, email, freshIp());
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe('RATE_LIMITED');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('limits attempts per IP across e-mails', async () => {
    const ip = freshIp();
    for (let i = 0; i < 5; i++) expect((await signIn(t, uniqueEmail(), ip)).statusCode).toBe(401);
    expect((await signIn(t, uniqueEmail(), ip)).statusCode).toBe(429);
    expect((await signIn(t, uniqueEmail(), freshIp())).statusCode).toBe(401);
  });

  it('limits activation tries too', async () => {
    const email = uniqueEmail();
    const ip = freshIp();
    const activate = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/users/active',
        payload: { email, code: '123456' },
        remoteAddress: ip,
      });
    for (let i = 0; i < 3; i++) expect((await activate()).statusCode).toBe(400);
    expect((await activate()).statusCode).toBe(429);
  });

  it.runIf(process.env.TEST_REDIS_URL)('shares the counters between instances through Redis', async () => {
    const other = await createTestApp(limits);
    try {
      const email = uniqueEmail();
      for (let i = 0; i < 3; i++) await signIn(t, email, freshIp());
      expect((await signIn(other, email, freshIp())).statusCode).toBe(429);
    } finally {
      await other.close();
    }
  });
});
