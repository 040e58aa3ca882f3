import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildBrand, buildQuest } from '../../../../test/factories/brands';
import { buildUser } from '../../../../test/factories/users';
import { createTestApp, type TestApp } from '../../../../test/helpers/test-app';
import { userQuests } from '../../db/schema/participation';
import { updateUser } from '../users/users.repository';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url: `/api/v1${url}` });
type Item = { id: string; followersCount: number; completedCount: number; categories: Array<{ id: string }> };

describe('influencer directory', () => {
  it('lists influencers by keyword with followers, completions and categories, sorted as asked', async () => {
    const tag = `zq${Date.now().toString(36)}`;
    const [a, b, business] = await Promise.all([
      buildUser(t.app),
      buildUser(t.app),
      buildUser(t.app, { type: 'BUSINESS' }),
    ]);
    await updateUser(t.app.ctx.db, a.user.id, { displayName: `${tag} Alice` });
    await updateUser(t.app.ctx.db, b.user.id, { displayName: `${tag} Bob` });
    await updateUser(t.app.ctx.db, business.user.id, { displayName: `${tag} Corp` });
    const { brand } = await buildBrand(t.app, { categoryIds: ['gaming'] });
    const quest = await buildQuest(t.app, brand);
    await t.app.ctx.db
      .insert(userQuests)
      .values({ questId: quest.id, userId: b.user.id, status: 'COMPLETED', completedAt: new Date() });
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/users/follow-user',
      headers: b.headers,
      payload: { followUserId: a.user.id },
    });

    const byFollowers = (await get(`/users/influencer?keyword=${tag}`)).json();
    expect(byFollowers.total).toBe(2);
    expect(byFollowers.items.map((i: Item) => i.id)).toEqual([a.user.id, b.user.id]);
    expect(byFollowers.items[0]).toMatchObject({ followersCount: 1, completedCount: 0, categories: [] });
    const byCompleted = (await get(`/users/influencer?keyword=${tag}&sort=completed`)).json();
    expect(byCompleted.items[0]).toMatchObject({ id: b.user.id, completedCount: 1, categories: [{ id: 'gaming' }] });
    const gaming = (await get(`/users/influencer?keyword=${tag}&category=gaming`)).json();
    expect(gaming.items.map((i: Item) => i.id)).toEqual([b.user.id]);
    expect((await get(`/users/influencer?keyword=${tag}&limit=1&offset=1`)).json().items).toHaveLength(1);

    const featured = (await get('/users/influencer/featured?limit=20')).json().items;
    // Other tests' influencers may share a PostgreSQL database: check the shape and the order, not who is first.
    expect(featured.length).toBeGreaterThan(0);
    expect(featured.every((i: Item) => i.completedCount > 0)).toBe(true);
    const counts = featured.map((i: Item) => i.completedCount);
    expect(counts).toEqual([...counts].sort((x, y) => y - x));
  });

  it('refuses bad filters with a 400', async () => {
    expect((await get('/users/influencer?sort=rich')).statusCode).toBe(400);
    expect((await get('/users/influencer?limit=500')).statusCode).toBe(400);
    expect((await get('/users/influencer/featured?limit=0')).statusCode).toBe(400);
  });
});
