import { appealsApi } from '@questboard/contract/appeals';
import { eligibilityApi } from '@questboard/contract/eligibility';
import type { ErrorBody } from '@questboard/contract/errors';
import { participationApi } from '@questboard/contract/participation';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildBrand } from '../../../../test/factories/brands';
import { buildFundedQuest } from '../../../../test/factories/rewards';
import { buildUser } from '../../../../test/factories/users';
import { apiOf } from '../../../../test/helpers/api';
import { createTestApp, type TestApp } from '../../../../test/helpers/test-app';
import { questEligibility } from '../../db/schema/eligibility';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const api = apiOf(() => t.app);

/** A funded quest asking for a 30-day-old account, and a person signed up today. */
async function refusedPerson() {
  const funded = await buildFundedQuest(t.app);
  await t.app.ctx.db
    .insert(questEligibility)
    .values({ questId: funded.quest.id, rules: [{ kind: 'ACCOUNT_AGE', days: 30 }] });
  const person = await buildUser(t.app);
  return { ...funded, person, id: funded.quest.id };
}

describe('appeals', () => {
  it('a refused person appeals once with a message; the brand accepts with a reason; the person starts', async () => {
    const { owner, person, id } = await refusedPerson();
    const ask = (message: string) =>
      api(appealsApi.ask, { params: { id }, headers: person.headers, body: { message } });
    const mine = async () => (await api(appealsApi.mine, { params: { id }, headers: person.headers })).json();

    const empty = await ask('   ');
    expect(empty.statusCode).toBe(400);
    expect(await mine()).toBeNull();
    const asked = await ask('My old account was deleted; I have followed you for years.');
    expect(asked.statusCode).toBe(200);
    expect(asked.json()).toMatchObject({ status: 'PENDING', reason: null });
    const again = await ask('Please?');
    expect(again.statusCode).toBe(409);
    expect(again.json<ErrorBody>().code).toBe('APPEAL_EXISTS');

    const list = await api(appealsApi.list, { params: { id }, headers: owner.headers });
    expect(list.json().items).toMatchObject([
      {
        status: 'PENDING',
        message: 'My old account was deleted; I have followed you for years.',
        user: { id: person.user.id, username: person.user.username },
        rules: [{ rule: { kind: 'ACCOUNT_AGE', days: 30 }, met: false, seen: 0 }],
      },
    ]);
    const appealId = list.json().items[0]?.id ?? '';
    const decide = (body: unknown, headers = owner.headers) =>
      api(appealsApi.decide, { params: { id, appealId }, headers, body: body as never });

    const stranger = await buildBrand(t.app);
    expect((await api(appealsApi.list, { params: { id }, headers: stranger.owner.headers })).statusCode).toBe(403);
    expect((await decide({ accept: true, reason: 'ok' }, stranger.owner.headers)).statusCode).toBe(403);
    expect((await decide({ accept: true, reason: ' ' })).statusCode).toBe(400);
    expect((await decide({ accept: 'yes', reason: 'ok' })).statusCode).toBe(400);
    expect((await mine())?.status).toBe('PENDING');
    expect((await api(participationApi.start, { params: { id }, headers: person.headers })).statusCode).toBe(403);

    const accepted = await decide({ accept: true, reason: 'We know you from our Discord.' });
    expect(accepted.statusCode).toBe(200);
    expect(await mine()).toMatchObject({ status: 'ACCEPTED', reason: 'We know you from our Discord.' });
    expect((await decide({ accept: false, reason: 'Changed my mind' })).json<ErrorBody>().code).toBe('APPEAL_DECIDED');
    expect((await mine())?.status).toBe('ACCEPTED');

    const eligibility = (await api(eligibilityApi.get, { params: { id }, headers: person.headers })).json();
    expect(eligibility).toMatchObject({ eligible: true, rules: [{ met: false, seen: 0 }] });
    expect((await api(participationApi.start, { params: { id }, headers: person.headers })).statusCode).toBe(200);
  });

  it('a refusal is kept with its reason and still refuses; someone who meets the rules has nothing to appeal', async () => {
    const { owner, person, id } = await refusedPerson();
    await api(appealsApi.ask, { params: { id }, headers: person.headers, body: { message: 'Let me in' } });
    const [appeal] = (await api(appealsApi.list, { params: { id }, headers: owner.headers })).json().items;
    await api(appealsApi.decide, {
      params: { id, appealId: appeal?.id ?? '' },
      headers: owner.headers,
      body: { accept: false, reason: 'Come back when your account is a month old.' },
    });
    expect((await api(appealsApi.mine, { params: { id }, headers: person.headers })).json()).toMatchObject({
      status: 'REFUSED',
      reason: 'Come back when your account is a month old.',
    });
    expect((await api(participationApi.start, { params: { id }, headers: person.headers })).statusCode).toBe(403);

    const open = await buildFundedQuest(t.app);
    const needless = await api(appealsApi.ask, {
      params: { id: open.quest.id },
      headers: person.headers,
      body: { message: 'Let me in' },
    });
    expect(needless.statusCode).toBe(409);
    expect(needless.json<ErrorBody>().code).toBe('APPEAL_NOT_NEEDED');
  });
});
