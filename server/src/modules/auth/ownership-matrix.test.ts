import { brandsApi } from '@questboard/contract/brands';
import type { UserType } from '@questboard/contract/constants';
import { invitesApi } from '@questboard/contract/invites';
import { participationApi } from '@questboard/contract/participation';
import { networkApi, peopleApi } from '@questboard/contract/people';
import { questFundsApi } from '@questboard/contract/quest-funds';
import { questsApi } from '@questboard/contract/quests';
import { referralsApi } from '@questboard/contract/referrals';
import { tasksApi } from '@questboard/contract/tasks';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCondition, buildQuest, buildTasks } from '../../../../test/factories/brands';
import { buildFundedQuest } from '../../../../test/factories/rewards';
import { type BuiltUser, buildUser } from '../../../../test/factories/users';
import { apiOf, type CallInput } from '../../../../test/helpers/api';
import { createTestApp, type TestApp } from '../../../../test/helpers/test-app';
import { conditionChecks } from '../../db/schema/participation';
import { users } from '../../db/schema/users';

let t: TestApp;
let api: ReturnType<typeof apiOf>;
const strangers: Partial<Record<UserType, BuiltUser>> = {};
beforeAll(async () => {
  t = await createTestApp();
  api = apiOf(t.app);
  for (const type of ['INFLUENCER', 'BUSINESS', 'AMBASSADOR'] as const)
    strangers[type] = await buildUser(t.app, { type });
});
afterAll(() => t.close());

/** One owner's brand with a draft quest, a published quest, a task and a check waiting for review. */
async function world() {
  const { owner, brand, quest: live } = await buildFundedQuest(t.app);
  const draft = await buildQuest(t.app, brand, { status: 'DRAFT' });
  const [task] = await buildTasks(t.app, live, owner.user.id, 1);
  const condition = await buildCondition(t.app, live, 1);
  const participant = await buildUser(t.app);
  const [check] = await t.app.ctx.db
    .insert(conditionChecks)
    .values({
      questConditionId: condition?.id as string,
      questId: live.id,
      userId: participant.user.id,
      status: 'PENDING',
    })
    .returning();
  return { owner, brand, live, draft, taskId: task?.id as string, checkId: check?.id as string };
}
type World = Awaited<ReturnType<typeof world>>;

interface Row {
  name: string;
  /** What a dashboard-role stranger gets: 403, or 404 where the object is a draft only its owner may see. */
  stranger: 403 | 404;
  call: (w: World, headers: Record<string, string>) => ReturnType<ReturnType<typeof apiOf>>;
}
const row = <E extends Parameters<typeof api>[0]>(
  name: string,
  endpoint: E,
  input: (w: World) => CallInput<E>,
  stranger: 403 | 404 = 403,
): Row => ({ name, stranger, call: (w, headers) => api(endpoint, { ...input(w), headers }) });

// Every write endpoint of brands, quests, tasks, quest funds, reviews and invitations, and the owner-only reads.
const ROUTES: Row[] = [
  row('PUT /brands/:id', brandsApi.update, (w) => ({ params: { id: w.brand.id }, body: { description: 'New.' } })),
  row('PUT /brands/:id/status', brandsApi.setStatus, (w) => ({
    params: { id: w.brand.id },
    body: { status: 'INACTIVE' as const },
  })),
  row('POST /quests', questsApi.create, (w) => ({
    body: { brandId: w.brand.id, title: `Quest ${w.live.id.slice(0, 8)}` },
  })),
  row('PUT /quests/:id', questsApi.update, (w) => ({ params: { id: w.live.id }, body: { description: 'New.' } })),
  row('GET /quests/creating/:brandId', questsApi.creating, (w) => ({ params: { brandId: w.brand.id } })),
  row('POST /tasks', tasksApi.create, (w) => ({
    body: { questId: w.live.id, title: 'Post', resultType: 'TEXT' as const },
  })),
  row('PUT /tasks/:id', tasksApi.update, (w) => ({ params: { id: w.taskId }, body: { title: 'Renamed' } })),
  row('PUT /tasks/order/:questId', tasksApi.reorder, (w) => ({
    params: { questId: w.live.id },
    body: { taskIds: [w.taskId] },
  })),
  row('DELETE /tasks/:id', tasksApi.remove, (w) => ({ params: { id: w.taskId } })),
  row(
    'POST /quests/:id/publish',
    questFundsApi.publish,
    (w) => ({ params: { id: w.draft.id }, body: { amount: '10' } }),
    404,
  ),
  row('POST /quests/:id/deposit', questFundsApi.deposit, (w) => ({ params: { id: w.live.id }, body: { amount: '1' } })),
  row('GET /quests/:id/statistics', questFundsApi.statistics, (w) => ({ params: { id: w.live.id } })),
  row('GET /quests/:id/referrals', referralsApi.ofQuest, (w) => ({ params: { id: w.live.id } })),
  row('PUT /quests/:id/referral-bonus', referralsApi.setBonus, (w) => ({
    params: { id: w.live.id },
    body: { amount: '1' },
  })),
  row('POST /quests/:id/end-quest', questFundsApi.end, (w) => ({ params: { id: w.live.id } })),
  row('POST /quests/:id/brand-reclaim-remaining-reward', questFundsApi.reclaim, (w) => ({ params: { id: w.live.id } })),
  row('GET /quests/:id/reviews', participationApi.reviews, (w) => ({ params: { id: w.live.id } })),
  row('POST /quests/reviews/decide', participationApi.decide, (w) => ({
    body: { kind: 'CONDITION' as const, id: w.checkId, approve: true },
  })),
  row('POST /quests/:id/reviews/decide', participationApi.decideMany, (w) => ({
    params: { id: w.live.id },
    body: { items: [{ kind: 'CONDITION' as const, id: w.checkId }], approve: true },
  })),
  row('GET /brands/followers', peopleApi.brandFollowers, (w) => ({ query: { brandId: w.brand.id } })),
  row('GET /brands/:id/network', networkApi.network, (w) => ({ params: { id: w.brand.id } })),
  row('GET /quests/:id/suggest-search-influencer', invitesApi.suggest, (w) => ({ params: { id: w.live.id } })),
  row('POST /quests/:id/invite-influencer', invitesApi.invite, (w) => ({
    params: { id: w.live.id },
    body: { userId: w.owner.user.id, title: 'Join us', message: 'Come along.' },
  })),
  row('GET /quests/:id/influences', invitesApi.influences, (w) => ({ params: { id: w.live.id } })),
];

describe('role × route × owner/stranger: only a dashboard-role owner changes a brand, its quests and tasks', () => {
  it.each(ROUTES.map((r) => [r.name, r] as const))('%s', async (_, route) => {
    const w = await world();
    const expectStatus = async (who: string, headers: Record<string, string>, status: number) => {
      const response = await route.call(w, headers);
      expect(response.statusCode, `${who}: ${response.body}`).toBe(status);
    };
    await expectStatus('guest', {}, 401);
    for (const [type, user] of Object.entries(strangers)) {
      await expectStatus(`${type} stranger`, user.headers, type === 'INFLUENCER' ? 403 : route.stranger);
    }
    // The owner who has since become an influencer lost the dashboard role, and with it the brand's controls.
    await t.app.ctx.db.update(users).set({ type: 'INFLUENCER' }).where(eq(users.id, w.owner.user.id));
    await expectStatus('owner, now an influencer', w.owner.headers, 403);
    await t.app.ctx.db.update(users).set({ type: 'BUSINESS' }).where(eq(users.id, w.owner.user.id));

    const response = await route.call(w, w.owner.headers);
    expect([401, 403, 404, 500], `owner: ${response.body}`).not.toContain(response.statusCode);
  });
});
