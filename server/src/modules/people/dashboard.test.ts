import { dashboardApi } from '@questboard/contract/dashboard';
import { brandFollowsApi } from '@questboard/contract/follows';
import { participationApi } from '@questboard/contract/participation';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildBrand, buildCondition, buildQuest } from '../../../../test/factories/brands';
import { buildUser } from '../../../../test/factories/users';
import { apiOf } from '../../../../test/helpers/api';
import { createTestApp, type TestApp } from '../../../../test/helpers/test-app';
import { userQuests } from '../../db/schema/participation';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const api = apiOf(() => t.app);

describe('personal dashboard', () => {
  it('shows quests in progress with what is left, rewards to claim and new quests of followed brands', async () => {
    const { brand } = await buildBrand(t.app);
    const me = await buildUser(t.app);
    const [started, completed, fresh] = await Promise.all([
      buildQuest(t.app, brand, { title: 'Started one' }),
      buildQuest(t.app, brand, { title: 'Completed one' }),
      buildQuest(t.app, brand, { title: 'Fresh one' }),
    ]);
    await buildCondition(t.app, started, 0);
    await buildCondition(t.app, started, 1);
    await api(brandFollowsApi.follow, { params: { id: brand.id }, headers: me.headers });
    expect((await api(participationApi.start, { params: { id: started.id }, headers: me.headers })).statusCode).toBe(
      200,
    );
    await t.app.ctx.db
      .insert(userQuests)
      .values({ questId: completed.id, userId: me.user.id, status: 'COMPLETED', completedAt: new Date() });

    const answer = await api(dashboardApi.get, { headers: me.headers });
    expect(answer.statusCode).toBe(200);
    const dashboard = answer.json();
    expect(dashboard.inProgress).toEqual([
      expect.objectContaining({
        id: started.id,
        left: 2,
        total: 2,
        phase: 'LIVE',
        brand: expect.objectContaining({ id: brand.id }),
      }),
    ]);
    expect(dashboard.toClaim.map((q: { id: string }) => q.id)).toEqual([completed.id]);
    expect(dashboard.fromFollowedBrands.map((q: { id: string }) => q.id)).toEqual([fresh.id]);
    expect((await api(dashboardApi.get)).statusCode).toBe(401);
  });
});
