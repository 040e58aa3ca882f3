import { brandsApi } from '@questboard/contract/brands';
import { participationApi } from '@questboard/contract/participation';
import { questsApi } from '@questboard/contract/quests';
import { tasksApi } from '@questboard/contract/tasks';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildFundedQuest } from '../../../../test/factories/rewards';
import { buildUser } from '../../../../test/factories/users';
import { apiOf } from '../../../../test/helpers/api';
import { createTestApp, type TestApp } from '../../../../test/helpers/test-app';
import { openVisitLink } from '../../../../test/helpers/visit-link';
import { questConditions } from '../../db/schema/quests';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const api = apiOf(() => t.app);

/** A live quest, an influencer who has started it and opened its link, and that link condition. */
async function startedQuest() {
  const funded = await buildFundedQuest(t.app, { reward: '10', amount: '100' });
  const me = await buildUser(t.app, { type: 'INFLUENCER' });
  const [condition] = await t.app.ctx.db
    .select()
    .from(questConditions)
    .where(eq(questConditions.questId, funded.quest.id));
  if (!condition) throw new Error('fixture');
  expect((await api(participationApi.start, { params: { id: funded.quest.id }, headers: me.headers })).statusCode).toBe(
    200,
  );
  await openVisitLink(t.app, condition.id, me.headers);
  return { ...funded, me, condition };
}

describe('a quest of a deactivated brand is hidden from everyone but the owner', () => {
  it('answers 404 to every participation call, as for a quest that does not exist', async () => {
    const { quest, brand, owner, me, condition } = await startedQuest();
    const newcomer = await buildUser(t.app, { type: 'INFLUENCER' });
    const id = quest.id;
    expect(
      (
        await api(brandsApi.setStatus, {
          params: { id: brand.id },
          headers: owner.headers,
          body: { status: 'INACTIVE' },
        })
      ).statusCode,
    ).toBe(200);

    const hidden = [
      await api(questsApi.detail, { params: { id } }),
      await api(questsApi.detail, { params: { id }, headers: newcomer.headers }),
      await api(participationApi.rulesCheck, { params: { id }, headers: newcomer.headers }),
      await api(participationApi.rulesCheck, { params: { id } }),
      await api(participationApi.start, { params: { id }, headers: newcomer.headers }),
      await api(participationApi.userQuest, { params: { id }, headers: me.headers }),
      await api(participationApi.questResult, { params: { id }, headers: me.headers }),
      await api(participationApi.visit, { params: { id: condition.id }, headers: me.headers }),
      await api(participationApi.verify, { headers: me.headers, body: { questConditionId: condition.id } }),
      await api(participationApi.verifyList, {
        headers: me.headers,
        body: { questId: id, questConditionIds: [condition.id] },
      }),
      await api(participationApi.complete, { params: { id }, headers: me.headers }),
      await api(participationApi.claim, { params: { id }, headers: me.headers }),
      await api(participationApi.participants, { params: { id } }),
      await api(participationApi.leaderboard, { params: { id }, headers: me.headers }),
      await api(tasksApi.ofQuest, { params: { id }, headers: me.headers }),
    ];
    for (const response of hidden) {
      expect(response.statusCode, `${response.raw.req.method} ${response.raw.req.url}`).toBe(404);
      expect(response.json()).toMatchObject({ code: 'QUEST_NOT_FOUND', message: 'No quest with this id.' });
    }
    const missing = await api(participationApi.participants, { params: { id: crypto.randomUUID() } });
    expect(missing.json()).toEqual(hidden[0]?.json());
    expect((await api(participationApi.completedBy, { params: { username: me.user.username } })).json().total).toBe(0);

    // The owner still sees it; reactivating shows it again with the participant's progress intact.
    expect((await api(participationApi.participants, { params: { id }, headers: owner.headers })).json().total).toBe(1);
    await api(brandsApi.setStatus, { params: { id: brand.id }, headers: owner.headers, body: { status: 'ACTIVE' } });
    const verified = await api(participationApi.verify, {
      headers: me.headers,
      body: { questConditionId: condition.id },
    });
    expect(verified.json().status).toBe('VERIFIED');
  });
});
