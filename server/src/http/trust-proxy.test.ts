import { devApi } from '@questboard/contract/auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callEndpoint } from '../../../test/helpers/api';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';

// A production-like app with a tiny per-IP limit; addresses are random so runs sharing Redis never collide.
const randomIp = () => `198.51.${Math.floor(Math.random() * 256)}.${1 + Math.floor(Math.random() * 254)}`;
const production = (extra: Record<string, string> = {}) =>
  createTestApp({
    NODE_ENV: 'production',
    BOT_CHECK: 'altcha',
    DEV_MAILBOX: undefined,
    SMTP_URL: 'smtp://127.0.0.1:9',
    GLOBAL_RATE_LIMIT_PER_MINUTE: '3',
    ...extra,
  });

const health = (t: TestApp, remoteAddress: string, forwardedFor: string) =>
  callEndpoint(t.app, devApi.health, { headers: { 'x-forwarded-for': forwardedFor }, remoteAddress });

describe('per-IP limits behind proxies', () => {
  let plain: TestApp;
  let proxied: TestApp;
  beforeAll(async () => {
    plain = await production();
    proxied = await production({ TRUST_PROXY: '1' });
  });
  afterAll(async () => {
    await plain.close();
    await proxied.close();
  });

  it('ignores a forged X-Forwarded-For by default: the caller is limited by its own address', async () => {
    const caller = randomIp();
    const codes = [];
    for (let i = 0; i < 4; i += 1) codes.push((await health(plain, caller, randomIp())).statusCode);
    expect(codes).toEqual([200, 200, 200, 429]);
  });

  it('with TRUST_PROXY=1, counts each client named by the proxy separately', async () => {
    const proxy = randomIp();
    const client = randomIp();
    const codes = [];
    for (let i = 0; i < 4; i += 1) codes.push((await health(proxied, proxy, randomIp())).statusCode);
    expect(codes).toEqual([200, 200, 200, 200]);
    for (let i = 0; i < 3; i += 1) expect((await health(proxied, proxy, client)).statusCode).toBe(200);
    expect((await health(proxied, proxy, client)).statusCode).toBe(429);
  });

  it('does not count the web build’s files against the limit, only pages and the API', async () => {
    const caller = randomIp();
    for (let i = 0; i < 6; i += 1) {
      const asset = await plain.app.inject({ method: 'GET', url: '/assets/index-0000.js', remoteAddress: caller });
      expect(asset.statusCode).not.toBe(429);
    }
    const codes = [];
    for (let i = 0; i < 4; i += 1) codes.push((await health(plain, caller, caller)).statusCode);
    expect(codes).toEqual([200, 200, 200, 429]);
  });
});
