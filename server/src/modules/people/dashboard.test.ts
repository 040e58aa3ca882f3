import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildBrand, buildCondition, buildQuest } from '../../../../test/factories/brands';
import { buildUser } from '../../../../test/factories/users';
import { createTestApp, type TestApp } from '../../../../test/helpers/test-app';
import { userQuests } from '../../db/schema/participation';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

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
    await t.app.inject({ method: 'POST', url: `/api/v1/brands/${brand.id}/follow`, headers: me.headers });
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/v1/quests/${started.id}/start`, headers: me.headers }))
        .statusCode,
    ).toBe(200);
    await t.app.ctx.db
      .insert(userQuests)
      .values({ questId: completed.id, userId: me.user.id, status: 'COMPLETED', completedAt: new Date() });

    const answer = await t.app.inject({ method: 'GET', url: '/api/v1/users/dashboard', headers: me.headers });
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
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/users/dashboard' })).statusCode).toBe(401);
  });
});
