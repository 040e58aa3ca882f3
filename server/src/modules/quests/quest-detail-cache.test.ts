import { brandsApi } from '@questboard/contract/brands';
import { type QuestDetail, questsApi } from '@questboard/contract/quests';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildBrand, buildQuest, buildTasks } from '../../../../test/factories/brands';
import { buildFundedQuest } from '../../../../test/factories/rewards';
import { buildUser } from '../../../../test/factories/users';
import { apiOf } from '../../../../test/helpers/api';
import { createTestApp, type TestApp } from '../../../../test/helpers/test-app';
import { questConditions } from '../../db/schema/quests';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const api = apiOf(() => t.app);

const page = async (key: string, headers: Record<string, string> = {}) => {
  const response = await api(questsApi.detail, { params: { id: key }, headers });
  return { status: response.statusCode, body: response.json() as QuestDetail };
};

// A quest's page is answered from a cache shared by everyone but the owner; these check it is never stale or leaky.
describe('a quest page kept for everyone but its owner', () => {
  it('shows conditions and tasks added after it was first read, to guests and strangers alike', async () => {
    const { quest, owner } = await buildFundedQuest(t.app);
    const stranger = await buildUser(t.app, { type: 'INFLUENCER' });
    expect((await page(quest.id)).body.conditions).toHaveLength(1);
    expect((await page(quest.slug, stranger.headers)).body.tasks).toHaveLength(0);

    await t.app.ctx.db.insert(questConditions).values({
      questId: quest.id,
      network: 'WEB',
      action: 'QUIZ',
      params: { question: 'Two plus two?', options: ['3', '4'], answerIndex: 1 },
      position: 1,
    });
    await buildTasks(t.app, quest, owner.user.id, 2);

    const guest = (await page(quest.id)).body;
    expect(guest.conditions).toHaveLength(2);
    expect(guest.tasks.map((task) => task.title)).toEqual(['Task 0', 'Task 1']);
    expect(guest.isOwner).toBe(false);
    expect(guest.conditions[1]?.params).not.toHaveProperty('answerIndex');
    expect((await page(quest.slug, stranger.headers)).body.conditions).toHaveLength(2);
  });

  it('gives the owner their own view (the quiz answer, isOwner) right after a guest read it', async () => {
    const { quest, owner } = await buildFundedQuest(t.app);
    await t.app.ctx.db.insert(questConditions).values({
      questId: quest.id,
      network: 'WEB',
      action: 'QUIZ',
      params: { question: 'Pick B', options: ['A', 'B'], answerIndex: 1 },
      position: 1,
    });
    await page(quest.id);
    const mine = (await page(quest.id, owner.headers)).body;
    expect(mine.isOwner).toBe(true);
    expect(mine.conditions[1]?.params).toMatchObject({ answerIndex: 1 });
    expect((await page(quest.id)).body.isOwner).toBe(false);
  });

  it('answers 404 for a draft to all but its owner, however often it is asked', async () => {
    const { brand, owner } = await buildBrand(t.app);
    const draft = await buildQuest(t.app, brand, { status: 'DRAFT' });
    const stranger = await buildUser(t.app, { type: 'INFLUENCER' });
    for (let i = 0; i < 2; i++) {
      expect((await page(draft.id)).status).toBe(404);
      expect((await page(draft.id, stranger.headers)).status).toBe(404);
      expect((await page(draft.id, owner.headers)).status).toBe(200);
    }
    expect((await page('no-such-quest')).status).toBe(404);
  });

  it('hides a quest as soon as its brand is deactivated', async () => {
    const { quest, brand, owner } = await buildFundedQuest(t.app);
    expect((await page(quest.id)).status).toBe(200);
    const deactivate = await api(brandsApi.setStatus, {
      params: { id: brand.id },
      headers: owner.headers,
      body: { status: 'INACTIVE' },
    });
    expect(deactivate.statusCode, deactivate.body).toBe(200);
    expect((await page(quest.id)).status).toBe(404);
    expect((await page(quest.id, owner.headers)).status).toBe(200);
  });
});
