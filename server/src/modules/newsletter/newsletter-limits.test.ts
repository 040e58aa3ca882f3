import { randomInt } from 'node:crypto';
import { authApi, devApi } from '@questboard/contract/auth';
import type { ErrorBody } from '@questboard/contract/errors';
import { newsletterApi } from '@questboard/contract/newsletter';
import { solveChallenge } from 'altcha-lib/v1';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniqueEmail } from '../../../../test/factories/users';
import { callEndpoint } from '../../../../test/helpers/api';
import { createTestApp, type TestApp } from '../../../../test/helpers/test-app';
import { newsletterSubscriptions } from '../../db/schema/people';

// A fresh caller address per test keeps the counters apart, also in a Redis shared with earlier runs.
const freshIp = () => `10.${randomInt(1, 255)}.${randomInt(1, 255)}.${randomInt(1, 255)}`;

const mailsTo = async (t: TestApp, email: string) =>
  ((await callEndpoint(t.app, devApi.mailbox, { query: { email } })).json() as { items: unknown[] }).items.length;

/** The minutes that keep one address from being mailed twice in a row have passed (the clock moves, not the test). */
const minutesPass = (t: TestApp, email: string, minutes: number) =>
  t.app.ctx.db
    .update(newsletterSubscriptions)
    .set({ lastSentAt: sql`${newsletterSubscriptions.lastSentAt} - make_interval(mins => ${minutes})` })
    .where(sql`lower(${newsletterSubscriptions.email}) = lower(${email})`);

describe('newsletter sign-up: bot check and per-caller cap', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ BOT_CHECK: 'altcha', ALTCHA_MAX_NUMBER: '2000', MAIL_LIMIT_PER_IP_PER_DAY: '4' });
  });
  afterAll(() => t.close());

  async function solved(action: 'subscribe' | 'login' = 'subscribe'): Promise<string> {
    const challenge = (await callEndpoint(t.app, authApi.captchaChallenge, { query: { action } })).json();
    const solution = await solveChallenge(challenge.challenge, challenge.salt, challenge.algorithm, challenge.maxnumber)
      .promise;
    return Buffer.from(JSON.stringify({ ...challenge, number: solution?.number })).toString('base64');
  }
  const subscribe = async (email: string, ip: string, recaptcha?: string) =>
    callEndpoint(t.app, newsletterApi.subscribe, {
      body: { email, recaptcha: recaptcha ?? (await solved()) },
      remoteAddress: ip,
    });

  it('asks for the bot check, solved for this call, and mails no one without it', async () => {
    const email = uniqueEmail('news');
    for (const recaptcha of ['', await solved('login')]) {
      const refused = await subscribe(email, freshIp(), recaptcha);
      expect(refused.statusCode).toBe(400);
      expect(refused.json<ErrorBody>().code).toBe('BOT_CHECK_FAILED');
    }
    expect(await mailsTo(t, email)).toBe(0);
    expect((await subscribe(email, freshIp())).statusCode).toBe(200);
    expect(await mailsTo(t, email)).toBe(1);
  });

  it('caps the sign-ups one caller may ask for in a day, and mails nothing past it', async () => {
    const ip = freshIp();
    for (let i = 0; i < 4; i++) expect((await subscribe(uniqueEmail('news'), ip)).statusCode).toBe(200);
    const email = uniqueEmail('news');
    const capped = await subscribe(email, ip);
    expect(capped.statusCode).toBe(429);
    expect(capped.json<ErrorBody>().code).toBe('RATE_LIMITED');
    expect(Number(capped.headers['retry-after'])).toBeGreaterThan(0);
    expect(await mailsTo(t, email)).toBe(0);
    // Another caller is not held back.
    expect((await subscribe(email, freshIp())).statusCode).toBe(200);
  });
});

describe('newsletter sign-up: mails to one address', () => {
  let t: TestApp;
  let daily: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    daily = await createTestApp({ MAIL_LIMIT_PER_ADDRESS_PER_DAY: '2' });
  });
  afterAll(async () => {
    await t.close();
    await daily.close();
  });
  const subscribe = (app: TestApp, email: string) =>
    callEndpoint(app.app, newsletterApi.subscribe, { body: { email }, remoteAddress: freshIp() });

  it('mails an address that never confirms three times, then stops (same answer)', async () => {
    const email = uniqueEmail('stranger');
    for (let i = 1; i <= 5; i++) {
      expect((await subscribe(t, email)).json()).toEqual({ ok: true });
      await minutesPass(t, email, 2);
    }
    expect(await mailsTo(t, email)).toBe(3);
    // A month after the last one, the address may be asked for again.
    await minutesPass(t, email, 31 * 24 * 60);
    await subscribe(t, email);
    expect(await mailsTo(t, email)).toBe(4);
  });

  it('caps the mails one address gets in a day, whoever asks', async () => {
    const email = uniqueEmail('stranger');
    for (let i = 0; i < 3; i++) {
      expect((await subscribe(daily, email)).statusCode).toBe(200);
      await minutesPass(daily, email, 2);
    }
    expect(await mailsTo(daily, email)).toBe(2);
  });

  it('a confirmed sign-up starts the count again after leaving', async () => {
    const email = uniqueEmail('reader');
    for (let i = 0; i < 2; i++) {
      await subscribe(t, email);
      await minutesPass(t, email, 2);
    }
    const token = (
      (await callEndpoint(t.app, devApi.mailbox, { query: { email } })).json() as { items: { secretKey: string }[] }
    ).items[0]?.secretKey;
    expect((await callEndpoint(t.app, newsletterApi.confirm, { body: { token: token ?? '' } })).statusCode).toBe(200);
    expect((await callEndpoint(t.app, newsletterApi.unsubscribe, { body: { token } })).statusCode).toBe(200);
    for (let i = 0; i < 3; i++) {
      await subscribe(t, email);
      await minutesPass(t, email, 2);
    }
    expect(await mailsTo(t, email)).toBe(5);
  });
});
