import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { authApi } from '@questboard/contract/auth';
import type { QueryOf } from '@questboard/contract/endpoint';
import type { ErrorBody } from '@questboard/contract/errors';
import { usersApi } from '@questboard/contract/users';
import { solveChallenge } from 'altcha-lib/v1';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniqueEmail } from '../../../test/factories/users';
import { callEndpoint, rawCallOf } from '../../../test/helpers/api';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';

const signIn = (t: TestApp, recaptcha?: string) =>
  callEndpoint(t.app, usersApi.signIn, {
    body: { email: uniqueEmail(), password: 'Quest1234', ...(recaptcha === undefined ? {} : { recaptcha }) },
  });

type BotCheckAction = QueryOf<typeof authApi.captchaChallenge>['action'];

describe('ALTCHA bot check (default)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ BOT_CHECK: 'altcha', ALTCHA_MAX_NUMBER: '2000' });
  });
  afterAll(() => t.close());

  async function solvedPayload(action: BotCheckAction = 'login'): Promise<string> {
    const challenge = (await callEndpoint(t.app, authApi.captchaChallenge, { query: { action } })).json();
    const solution = await solveChallenge(challenge.challenge, challenge.salt, challenge.algorithm, challenge.maxnumber)
      .promise;
    const payload = { ...challenge, number: solution?.number };
    return Buffer.from(JSON.stringify(payload)).toString('base64');
  }

  it('refuses a missing or made-up token with BOT_CHECK_FAILED', async () => {
    for (const token of [undefined, '', 'bm90IGEgcGF5bG9hZA==']) {
      const response = await signIn(t, token);
      expect(response.statusCode).toBe(400);
      expect(response.json<ErrorBody>().code).toBe('BOT_CHECK_FAILED');
    }
  });

  it('accepts a solved challenge once', async () => {
    const token = await solvedPayload();
    const first = await signIn(t, token);
    expect(first.json<ErrorBody>().code).toBe('INVALID_CREDENTIALS'); // past the bot check, into the password check
    const replay = await signIn(t, token);
    expect(replay.statusCode).toBe(400);
    expect(replay.json<ErrorBody>().code).toBe('BOT_CHECK_FAILED');
  });

  it('refuses at sign-in a challenge solved for sign-up, and one whose action was edited', async () => {
    const forSignUp = await solvedPayload('register');
    const response = await signIn(t, forSignUp);
    expect(response.statusCode).toBe(400);
    expect(response.json<ErrorBody>().code).toBe('BOT_CHECK_FAILED');
    const decoded = JSON.parse(Buffer.from(await solvedPayload('register'), 'base64').toString());
    const edited = { ...decoded, salt: String(decoded.salt).replace('action=register', 'action=login') };
    expect((await signIn(t, Buffer.from(JSON.stringify(edited)).toString('base64'))).json<ErrorBody>().code).toBe(
      'BOT_CHECK_FAILED',
    );
  });

  it('answers 400 for a challenge asked without a known action', async () => {
    // Raw: the contract's types refuse a challenge without a known action.
    const raw = rawCallOf(() => t.app);
    for (const url of ['/captcha/challenge', '/captcha/challenge?action=anything']) {
      const response = await raw('GET', url);
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('VALIDATION_ERROR');
    }
  });

  it('makes the work factor configurable (ALTCHA_MAX_NUMBER)', async () => {
    const challenge = (await callEndpoint(t.app, authApi.captchaChallenge, { query: { action: 'login' } })).json();
    expect(challenge.maxnumber).toBe(2000);
  });

  it('refuses a payload whose number does not solve the challenge', async () => {
    const challenge = (await callEndpoint(t.app, authApi.captchaChallenge, { query: { action: 'login' } })).json();
    const forged = Buffer.from(JSON.stringify({ ...challenge, number: -1 })).toString('base64');
    expect((await signIn(t, forged)).json<ErrorBody>().code).toBe('BOT_CHECK_FAILED');
  });
});

describe('reCAPTCHA bot check', () => {
  let verifier: Server;
  let t: TestApp;
  const seen: string[] = [];
  beforeAll(async () => {
    verifier = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk) => {
        body += chunk;
      });
      req.on('end', () => {
        const params = new URLSearchParams(body);
        seen.push(params.get('secret') ?? '');
        const response = params.get('response');
        res.setHeader('content-type', 'application/json');
        res.end(
          JSON.stringify({ success: response !== 'bad', score: response === 'low' ? 0.1 : 0.9, action: 'login' }),
        );
      });
    });
    await new Promise<void>((resolve) => verifier.listen(0, '127.0.0.1', resolve));
    const { port } = verifier.address() as AddressInfo;
    t = await createTestApp({
      BOT_CHECK: 'recaptcha',
      RECAPTCHA_SECRET: 'shh',
      RECAPTCHA_VERIFY_URL: `http://127.0.0.1:${port}/verify`,
    });
  });
  afterAll(async () => {
    await t.close();
    verifier.close();
  });

  it('passes a good token and refuses a failed or low-score one', async () => {
    expect((await signIn(t, 'good')).json<ErrorBody>().code).toBe('INVALID_CREDENTIALS');
    expect((await signIn(t, 'bad')).json<ErrorBody>().code).toBe('BOT_CHECK_FAILED');
    expect((await signIn(t, 'low')).json<ErrorBody>().code).toBe('BOT_CHECK_FAILED');
    expect(seen).toContain('shh');
  });
});
