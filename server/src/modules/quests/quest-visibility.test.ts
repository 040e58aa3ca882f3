import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildFundedQuest } from '../../../../test/factories/rewards';
import { buildUser } from '../../../../test/factories/users';
import { rawCallOf } from '../../../../test/helpers/api';
import { createTestApp, type TestApp } from '../../../../test/helpers/test-app';
import { openVisitLink } from '../../../../test/helpers/visit-link';
import { questConditions } from '../../db/schema/quests';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const call = rawCallOf(() => t.app);

/** A live quest, an influencer who has started it and opened its link, and that link condition. */
async function startedQuest() {
  const funded = await buildFundedQuest(t.app, { reward: '10', amount: '100' });
  const me = await buildUser(t.app, { type: 'INFLUENCER' });
  const [condition] = await t.app.ctx.db
    .select()
    .from(questConditions)
    .where(eq(questConditions.questId, funded.quest.id));
  if (!condition) throw new Error('fixture');
  expect((await call('POST', `/quests/${funded.quest.id}/start`, me.headers)).statusCode).toBe(200);
  await openVisitLink(t.app, condition.id, me.headers);
  return { ...funded, me, condition };
}

describe('a quest of a deactivated brand is hidden from everyone but the owner', () => {
  it('answers 404 to every participation call, as for a quest that does not exist', async () => {
    const { quest, brand, owner, me, condition } = await startedQuest();
    const newcomer = await buildUser(t.app, { type: 'INFLUENCER' });
    const id = quest.id;
    expect((await call('PUT', `/brands/${brand.id}/status`, owner.headers, { status: 'INACTIVE' })).statusCode).toBe(
      200,
    );

    const hidden = [
      await call('GET', `/quests/detail/${id}`),
      await call('GET', `/quests/detail/${id}`, newcomer.headers),
      await call('GET', `/quests/${id}/rules/check`, newcomer.headers),
      await call('GET', `/quests/${id}/rules/check`),
      await call('POST', `/quests/${id}/start`, newcomer.headers),
      await call('GET', `/quests/${id}/user-quest`, me.headers),
      await call('GET', `/quests/detail/${id}/result`, me.headers),
      await call('POST', `/quests/conditions/${condition.id}/visit`, me.headers),
      await call('POST', '/quests/verify', me.headers, { questConditionId: condition.id }),
      await call('POST', '/quests/verify/list', me.headers, { questId: id, questConditionIds: [condition.id] }),
      await call('POST', `/quests/${id}/complete`, me.headers),
      await call('POST', `/quests/${id}/claim-reward`, me.headers),
      await call('GET', `/quests/${id}/participants`),
      await call('GET', `/quests/${id}/leaderboard`, me.headers),
      await call('GET', `/tasks/quests/${id}`, me.headers),
    ];
    for (const response of hidden) {
      expect(response.statusCode, `${response.raw.req.method} ${response.raw.req.url}`).toBe(404);
      expect(response.json()).toMatchObject({ code: 'QUEST_NOT_FOUND', message: 'No quest with this id.' });
    }
    const missing = await call('GET', `/quests/${crypto.randomUUID()}/participants`);
    expect(missing.json()).toEqual(hidden[0]?.json());
    expect((await call('GET', `/quests/${me.user.username}/completed`)).json().total).toBe(0);

    // The owner still sees it; reactivating shows it again with the participant's progress intact.
    expect((await call('GET', `/quests/${id}/participants`, owner.headers)).json().total).toBe(1);
    await call('PUT', `/brands/${brand.id}/status`, owner.headers, { status: 'ACTIVE' });
    const verified = await call('POST', '/quests/verify', me.headers, { questConditionId: condition.id });
    expect(verified.json().status).toBe('VERIFIED');
  });
});
