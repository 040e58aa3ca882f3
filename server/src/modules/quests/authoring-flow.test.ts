import { randomUUID } from 'node:crypto';
import { brandsApi } from '@questboard/contract/brands';
import { parseTokens } from '@questboard/contract/money';
import { questFundsApi } from '@questboard/contract/quest-funds';
import { questsApi } from '@questboard/contract/quests';
import { tasksApi } from '@questboard/contract/tasks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../../../test/factories/users';
import { apiOf } from '../../../../test/helpers/api';
import { formOf, png } from '../../../../test/helpers/forms';
import { createTestApp, type TestApp } from '../../../../test/helpers/test-app';
import { creditUser } from '../ledger/credits';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const api = apiOf(() => t.app);

describe('the authoring flow of the issue, through the API', () => {
  it('draft brand → resume → activate → quest with 2 conditions and 3 tasks → reorder → a guest finds it', async () => {
    const word = `Aurora${randomUUID().slice(0, 6)}`;
    const owner = await buildUser(t.app, { type: 'BUSINESS' });
    const h = owner.headers;

    // The first auto-save creates the draft; the owner leaves and comes back to it.
    const draft = await api(brandsApi.create, { headers: h, body: formOf({ name: `${word} Labs` }) });
    expect(draft.statusCode, draft.body).toBe(200);
    const resumed = (await api(brandsApi.creating, { headers: h })).json();
    expect(resumed).toMatchObject({ id: draft.json().id, name: `${word} Labs`, status: 'CREATING' });
    const brandId = resumed?.id as string;
    const completed = await api(brandsApi.update, {
      params: { id: brandId },
      headers: h,
      body: formOf({ description: 'Northern lights for everyone', categories: ['art'] }, { cover: await png(64) }),
    });
    expect(completed.statusCode, completed.body).toBe(200);
    expect(
      (await api(brandsApi.setStatus, { params: { id: brandId }, headers: h, body: { status: 'ACTIVE' } })).json()
        .status,
    ).toBe('ACTIVE');

    const created = await api(questsApi.create, {
      headers: h,
      body: formOf({
        brandId,
        title: `${word} photo walk`,
        rewardAmount: '3',
        categories: ['art'],
        startAt: new Date(Date.now() - 60_000).toISOString(),
        endAt: new Date(Date.now() + 86_400_000).toISOString(),
        conditions: [
          { network: 'QUESTBOARD', action: 'FOLLOW_BRAND' },
          { network: 'INSTAGRAM', action: 'LIKE', url: 'https://instagram.example/p/1' },
        ],
      }),
    });
    expect(created.statusCode, created.body).toBe(200);
    const questId: string = created.json().id;
    expect(created.json().conditions).toHaveLength(2);
    const taskIds: string[] = [];
    for (const title of ['Walk', 'Shoot', 'Post']) {
      taskIds.push(
        (await api(tasksApi.create, { headers: h, body: { questId, title, resultType: 'IMAGE' } })).json().id,
      );
    }
    const order = await api(tasksApi.reorder, {
      params: { questId },
      headers: h,
      body: { taskIds: [taskIds[1], taskIds[2], taskIds[0]] as string[] },
    });
    expect(order.json().items.map((x: { title: string }) => x.title)).toEqual(['Shoot', 'Post', 'Walk']);

    // Not public while it is a draft.
    expect((await api(questsApi.guests, { query: { keyword: word } })).json().total).toBe(0);
    // The owner funds their balance and publishes: ten rewards go into the quest's escrow.
    await creditUser(t.app.ctx.db, { userId: owner.user.id, amount: parseTokens('100'), reason: 'test' });
    const published = await api(questFundsApi.publish, { params: { id: questId }, headers: h, body: { amount: '30' } });
    expect(published.json()).toMatchObject({ status: 'PUBLISHED', escrow: '30', rewardsLeft: '10' });

    const found = await api(questsApi.guests, { query: { keyword: word.toLowerCase() } });
    expect(found.json().items.map((q: { id: string }) => q.id)).toEqual([questId]);
    const detail = (await api(questsApi.detail, { params: { id: found.json().items[0]?.slug as string } })).json();
    expect(detail).toMatchObject({ phase: 'LIVE', rewardAmount: '3', isAvailableClaim: true });
    expect(detail.tasks.map((x: { title: string }) => x.title)).toEqual(['Shoot', 'Post', 'Walk']);
    expect(detail.brand).toMatchObject({ id: brandId, name: `${word} Labs` });
  });
});
