import { authApi, devApi } from '@questboard/contract/auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiOf, callEndpoint, rawCallOf } from '../../../../test/helpers/api';
import { createTestApp, type TestApp } from '../../../../test/helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const api = apiOf(() => t.app);
const raw = rawCallOf(() => t.app);

describe('system endpoints', () => {
  it('answers health with 200 while the database answers', async () => {
    const response = await api(devApi.health);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: 'ok' });
  });

  it('publishes the OpenAPI document with every accounts path, and the reference UI', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    for (const path of ['/api/v1/users/sign-in', '/api/v1/users/active', '/api/v1/auth/token/refresh']) {
      expect(doc.paths).toHaveProperty([path]);
    }
    expect(doc.paths['/api/v1/users/sign-up'].post.requestBody).toBeDefined();
    const ui = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(ui.statusCode).toBe(200);
    expect(ui.headers['content-type']).toContain('text/html');
  });

  it('answers unknown API paths with a 404 in the error format', async () => {
    // Raw: a path the contract does not have.
    const response = await raw('GET', '/nothing-here');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ statusCode: 404, code: 'NOT_FOUND' });
  });

  it('has no ALTCHA challenge when the bot check is off', async () => {
    expect((await api(authApi.captchaChallenge, { query: { action: 'login' } })).statusCode).toBe(404);
  });
});

const mailboxOf = (app: TestApp['app'], remoteAddress = '127.0.0.1') =>
  callEndpoint(app, devApi.mailbox, { query: { email: 'a@b.test' }, remoteAddress });

describe('dev mailbox', () => {
  it('is absent on a plain development start (DEV_MAILBOX not set)', async () => {
    const dev = await createTestApp({ NODE_ENV: 'development', DEV_MAILBOX: undefined });
    try {
      expect((await mailboxOf(dev.app)).statusCode).toBe(404);
    } finally {
      await dev.close();
    }
  });

  it('is absent in production', async () => {
    const prod = await createTestApp({
      NODE_ENV: 'production',
      BOT_CHECK: 'altcha',
      DEV_MAILBOX: undefined,
      SMTP_URL: 'smtp://127.0.0.1:9',
    });
    try {
      expect((await mailboxOf(prod.app)).statusCode).toBe(404);
    } finally {
      await prod.close();
    }
  });

  it('when enabled, answers loopback callers only', async () => {
    expect((await mailboxOf(t.app)).statusCode).toBe(200);
    expect((await mailboxOf(t.app, '::1')).statusCode).toBe(200);
    expect((await mailboxOf(t.app, '203.0.113.7')).statusCode).toBe(404);
    expect((await mailboxOf(t.app, '::ffff:10.0.0.2')).statusCode).toBe(404);
  });
});
