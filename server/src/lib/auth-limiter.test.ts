import { randomInt } from 'node:crypto';
import type { ErrorBody } from '@questboard/contract/errors';
import { usersApi } from '@questboard/contract/users';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, uniqueEmail } from '../../../test/factories/users';
import { callEndpoint } from '../../../test/helpers/api';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { signInDelaySeconds } from './auth-limiter';

const limits = { AUTH_RATE_LIMIT_PER_IP: '5', AUTH_RATE_LIMIT_PER_EMAIL: '3', AUTH_RATE_LIMIT_WINDOW_SECONDS: '60' };
// A fresh address per test keeps the counters apart, also in a Redis shared with earlier runs.
const freshIp = () => `127.${randomInt(1, 255)}.${randomInt(1, 255)}.${randomInt(1, 255)}`;

const signIn = (t: TestApp, email: string, ip: string, password = 'Wrong1234') =>
  callEndpoint(t.app, usersApi.signIn, { body: { email, password }, remoteAddress: ip });

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
    expect(limited.json<ErrorBody>().code).toBe('RATE_LIMITED');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('never locks the owner out: a right password from an address they signed in from before gets through', async () => {
    const { user, password } = await buildUser(t.app);
    const home = freshIp();
    expect((await signIn(t, user.email, home, password)).statusCode).toBe(200);
    const attackers = [];
    for (let i = 0; i < 8; i++) attackers.push((await signIn(t, user.email, freshIp())).statusCode);
    expect(attackers.slice(0, 3)).toEqual([401, 401, 401]);
    expect(attackers.slice(3)).toEqual([429, 429, 429, 429, 429]);
    // The owner, from home, with the right password: in at once.
    expect((await signIn(t, user.email, home, password)).statusCode).toBe(200);
  });

  it('counts only wrong passwords: right ones never make the owner wait', async () => {
    const { user, password } = await buildUser(t.app);
    for (let i = 0; i < 6; i++) expect((await signIn(t, user.email, freshIp(), password)).statusCode).toBe(200);
  });

  it('delays a stranger after wrong passwords, even with the right one, and says how long', async () => {
    const { user, password } = await buildUser(t.app);
    for (let i = 0; i < 3; i++) expect((await signIn(t, user.email, freshIp())).statusCode).toBe(401);
    const delayed = await signIn(t, user.email, freshIp(), password);
    expect(delayed.statusCode).toBe(429);
    expect(Number(delayed.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(delayed.headers['retry-after'])).toBeLessThanOrEqual(15);
  });

  it('grows the delay with each wrong password instead of blocking outright', () => {
    const limits = { perEmail: 3, windowSeconds: 600 };
    expect([1, 2, 3, 4, 5, 6, 7, 8, 30].map((n) => signInDelaySeconds(n, limits))).toEqual([
      0, 0, 15, 30, 60, 120, 240, 480, 600,
    ]);
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
      callEndpoint(t.app, usersApi.activate, { body: { email, code: '123456' }, remoteAddress: ip });
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
