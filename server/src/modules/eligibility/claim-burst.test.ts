import { authApi } from '@questboard/contract/auth';
import type { ErrorBody } from '@questboard/contract/errors';
import { participationApi } from '@questboard/contract/participation';
import { riskApi } from '@questboard/contract/risk';
import { solveChallenge } from 'altcha-lib/v1';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildFundedQuest, buildParticipants } from '../../../../test/factories/rewards';
import { apiOf } from '../../../../test/helpers/api';
import { createTestApp, type TestApp } from '../../../../test/helpers/test-app';
import { balanceOf, userAccount } from '../ledger/ledger-accounts';

// Addresses of this run only: the burst counters live in Redis when the tests run with one, shared between files.
const run = Math.floor(Math.random() * 250);
const addressOf = (n: number) => `198.18.${run}.${n}`;

describe('claims in bursts from one address, on a server without the bot check', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ CLAIM_BURST_PER_ADDRESS: '3', CLAIM_BURST_WINDOW_SECONDS: '60' });
  });
  afterAll(() => t.close());
  const api = apiOf(() => t.app);

  it('answers the claim past the limit 429 with Retry-After and pays it from another address', async () => {
    const { quest } = await buildFundedQuest(t.app, { reward: '1', amount: '10' });
    const people = await buildParticipants(t.app, 4, { questId: quest.id });
    const claim = (headers: { authorization: string }, remoteAddress: string) =>
      api(participationApi.claim, { params: { id: quest.id }, headers, remoteAddress });
    for (const person of people.slice(0, 3)) expect((await claim(person.headers, addressOf(1))).statusCode).toBe(200);
    const last = people[3];
    if (!last) throw new Error('no fourth participant');

    const slowed = await claim(last.headers, addressOf(1));
    expect(slowed.statusCode).toBe(429);
    expect(slowed.json<ErrorBody>().code).toBe('RATE_LIMITED');
    expect(Number(slowed.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(slowed.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(slowed.json<ErrorBody>().message).toMatch(/Many claims came from your address/);
    expect(await balanceOf(t.app.ctx.db, userAccount(last.id))).toBe(0n);

    expect((await claim(last.headers, addressOf(2))).statusCode).toBe(200);
    expect(await balanceOf(t.app.ctx.db, userAccount(last.id))).toBeGreaterThan(0n);
  });
});

describe('claims on a server with the bot check', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      BOT_CHECK: 'altcha',
      ALTCHA_MAX_NUMBER: '2000',
      CLAIM_BURST_PER_ADDRESS: '2',
      RISK_BOT_CHECK_SCORE: '20',
    });
  });
  afterAll(() => t.close());
  const api = apiOf(() => t.app);
  async function solved(action: 'claim' | 'login'): Promise<string> {
    const challenge = (await api(authApi.captchaChallenge, { query: { action } })).json();
    const solution = await solveChallenge(challenge.challenge, challenge.salt, challenge.algorithm, challenge.maxnumber)
      .promise;
    return Buffer.from(JSON.stringify({ ...challenge, number: solution?.number })).toString('base64');
  }

  it('past the burst, each claim from that address needs a solved claim bot check; other addresses claim freely', async () => {
    const { quest } = await buildFundedQuest(t.app, { reward: '1', amount: '10' });
    const people = await buildParticipants(t.app, 5, { questId: quest.id });
    const claim = (headers: { authorization: string }, remoteAddress: string, recaptcha?: string) =>
      api(participationApi.claim, { params: { id: quest.id }, headers, remoteAddress, body: { recaptcha } });
    const [a, b, c, d, e] = people;
    if (!a || !b || !c || !d || !e) throw new Error('five participants expected');
    expect((await claim(a.headers, addressOf(10))).statusCode).toBe(200);
    expect((await claim(b.headers, addressOf(10))).statusCode).toBe(200);

    const asked = await claim(c.headers, addressOf(10));
    expect(asked.statusCode).toBe(403);
    expect(asked.json<ErrorBody>()).toMatchObject({
      code: 'BOT_CHECK_REQUIRED',
      message: 'Many claims came from your address in a short time: solve the bot check to claim.',
    });
    expect((await claim(c.headers, addressOf(10), await solved('login'))).json<ErrorBody>().code).toBe(
      'BOT_CHECK_REQUIRED',
    );
    const token = await solved('claim');
    const answered = await claim(c.headers, addressOf(10), token);
    expect(answered.statusCode, answered.body).toBe(200);
    // A solution is good for one claim.
    expect((await claim(d.headers, addressOf(10), token)).json<ErrorBody>().code).toBe('BOT_CHECK_REQUIRED');

    expect((await claim(e.headers, addressOf(11))).statusCode).toBe(200);
  });

  it('a claim whose risk score reaches the bot-check level needs the bot check, even alone on its address', async () => {
    const { quest, owner } = await buildFundedQuest(t.app, { reward: '1', amount: '10' });
    const setLimit = await api(riskApi.setLimit, {
      params: { id: quest.id },
      headers: owner.headers,
      body: { maxScore: 100 },
    });
    expect(setLimit.statusCode, setLimit.body).toBe(200);
    const [person] = await buildParticipants(t.app, 1, { questId: quest.id });
    if (!person) throw new Error('no participant');
    const mine = (await api(riskApi.mine, { params: { id: quest.id }, headers: person.headers })).json();
    expect(mine.score).toBeGreaterThanOrEqual(20);

    const claim = (recaptcha?: string) =>
      api(participationApi.claim, {
        params: { id: quest.id },
        headers: person.headers,
        remoteAddress: addressOf(20),
        body: { recaptcha },
      });
    const asked = await claim();
    expect(asked.statusCode).toBe(403);
    expect(asked.json<ErrorBody>()).toMatchObject({
      code: 'BOT_CHECK_REQUIRED',
      message: `Your risk score is ${mine.score}: solve the bot check to claim.`,
    });
    const paid = await claim(await solved('claim'));
    expect(paid.statusCode, paid.body).toBe(200);
  });
});
