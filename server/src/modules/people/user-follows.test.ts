import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildBrand, buildQuest } from '../../../../test/factories/brands';
import { buildUser } from '../../../../test/factories/users';
import { createTestApp, type TestApp } from '../../../../test/helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Headers = Record<string, string>;
const post = (url: string, headers: Headers, payload: object) =>
  t.app.inject({ method: 'POST', url: `/api/v1${url}`, headers, payload });
const get = (url: string, headers: Headers = {}) => t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers });
const notificationsOf = async (headers: Headers) => (await get('/notifications', headers)).json().items;

describe('following people', () => {
  it('follows once however often asked, counts it, lists it and tells the followed person once', async () => {
    const [me, star] = await Promise.all([buildUser(t.app), buildUser(t.app)]);
    const follow = await post('/users/follow-user', me.headers, { followUserId: star.user.id });
    expect(follow.statusCode).toBe(200);
    expect(follow.json()).toEqual({ following: true, followersCount: 1 });
    expect((await post('/users/follow-user', me.headers, { followUserId: star.user.id })).json()).toEqual({
      following: true,
      followersCount: 1,
    });

    const followers = (await get(`/users/get-followers?userKey=${star.user.username}`)).json();
    expect(followers.total).toBe(1);
    expect(followers.items[0]).toMatchObject({ id: me.user.id, username: me.user.username });
    const following = (await get(`/users/get-following?userKey=${me.user.id}`)).json();
    expect(following.items.map((u: { id: string }) => u.id)).toEqual([star.user.id]);

    expect((await get(`/users/stats?userKey=${star.user.username}`, me.headers)).json()).toEqual({
      followersCount: 1,
      followingCount: 0,
      completedCount: 0,
      isFollowing: true,
    });
    expect((await get(`/users/stats?userKey=${star.user.username}`)).json().isFollowing).toBeNull();
    expect((await get(`/users/stats?userKey=${star.user.username}`, star.headers)).json().isFollowing).toBeNull();

    const told = await notificationsOf(star.headers);
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({ type: 'NEW_FOLLOWER', link: `/users/${me.user.username}` });

    expect((await post('/users/unfollow-user', me.headers, { followUserId: star.user.id })).json()).toEqual({
      following: false,
      followersCount: 0,
    });
    expect((await post('/users/unfollow-user', me.headers, { followUserId: star.user.id })).statusCode).toBe(200);
    expect((await get(`/users/get-followers?userKey=${star.user.id}`)).json()).toEqual({ items: [], total: 0 });
  });

  it('refuses following oneself, unknown people, guests and bad input, changing nothing', async () => {
    const me = await buildUser(t.app);
    const self = await post('/users/follow-user', me.headers, { followUserId: me.user.id });
    expect(self.statusCode).toBe(400);
    expect(self.json().code).toBe('CANNOT_FOLLOW_SELF');
    const unknown = await post('/users/follow-user', me.headers, {
      followUserId: '00000000-0000-4000-8000-000000000000',
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('USER_NOT_FOUND');
    expect((await post('/users/follow-user', {}, { followUserId: me.user.id })).statusCode).toBe(401);
    expect((await post('/users/follow-user', me.headers, { followUserId: 'x' })).statusCode).toBe(400);
    expect((await get('/users/get-followers?userKey=nobody_at_all_here')).statusCode).toBe(404);
    expect((await get(`/users/get-followers?userKey=${me.user.id}&limit=101`)).statusCode).toBe(400);
    expect((await get(`/users/stats?userKey=${me.user.id}`, me.headers)).json()).toMatchObject({
      followersCount: 0,
      followingCount: 0,
    });
  });

  it('pages followers newest first', async () => {
    const star = await buildUser(t.app);
    const fans = [];
    for (let i = 0; i < 3; i++) {
      const fan = await buildUser(t.app);
      await post('/users/follow-user', fan.headers, { followUserId: star.user.id });
      fans.push(fan.user.id);
    }
    const first = (await get(`/users/get-followers?userKey=${star.user.id}&limit=2`)).json();
    const second = (await get(`/users/get-followers?userKey=${star.user.id}&limit=2&offset=2`)).json();
    expect(first.total).toBe(3);
    expect([...first.items, ...second.items].map((u: { id: string }) => u.id)).toEqual(fans.reverse());
  });

  it('lists the brands I follow, a brand’s followers for its owner only, and its public count', async () => {
    const [{ brand, owner }, other] = await Promise.all([buildBrand(t.app), buildBrand(t.app)]);
    const fan = await buildUser(t.app);
    await post(`/brands/${brand.id}/follow`, fan.headers, {});
    const mine = (await get('/brands/following', fan.headers)).json();
    expect(mine.total).toBe(1);
    expect(mine.items[0]).toMatchObject({ id: brand.id, name: brand.name });

    const followers = await get(`/brands/followers?brandId=${brand.id}`, owner.headers);
    expect(followers.json()).toMatchObject({ total: 1, items: [{ id: fan.user.id }] });
    const notMine = await get(`/brands/followers?brandId=${brand.id}`, other.owner.headers);
    expect(notMine.statusCode).toBe(403);
    expect((await get(`/brands/followers?brandId=${brand.id}`, fan.headers)).statusCode).toBe(403);

    expect((await get(`/brands/follow-stats?brandId=${brand.id}`, fan.headers)).json()).toEqual({
      followersCount: 1,
      following: true,
    });
    expect((await get(`/brands/follow-stats?brandId=${brand.id}`)).json()).toEqual({
      followersCount: 1,
      following: null,
    });
    expect((await get('/brands/following')).statusCode).toBe(401);
  });
});

describe('a brand’s network', () => {
  it('gathers followers, participants and invited people for the owner only, filtered by kind', async () => {
    const { brand, owner } = await buildBrand(t.app);
    const quest = await buildQuest(t.app, brand);
    const [fan, player, guest] = await Promise.all([buildUser(t.app), buildUser(t.app), buildUser(t.app)]);
    await post(`/brands/${brand.id}/follow`, fan.headers, {});
    await post(`/brands/${brand.id}/follow`, player.headers, {});
    await post(`/quests/${quest.id}/start`, player.headers, {});
    await post(`/quests/${quest.id}/invite-influencer`, owner.headers, {
      userId: guest.user.id,
      title: 'Come',
      message: 'Please',
    });
    const all = (await get(`/brands/${brand.id}/network`, owner.headers)).json();
    expect(all.total).toBe(3);
    const byId = Object.fromEntries(all.items.map((m: { user: { id: string } }) => [m.user.id, m]));
    expect(byId[fan.user.id]).toMatchObject({ follower: true, participant: false, invited: false });
    expect(byId[player.user.id]).toMatchObject({ follower: true, participant: true, invited: false });
    expect(byId[guest.user.id]).toMatchObject({ follower: false, participant: false, invited: true });
    const participants = (await get(`/brands/${brand.id}/network?kind=participants`, owner.headers)).json();
    expect(participants).toMatchObject({ total: 1, items: [{ user: { id: player.user.id } }] });
    expect((await get(`/brands/${brand.id}/network?offset=5`, owner.headers)).json()).toEqual({ items: [], total: 3 });
    expect((await get(`/brands/${brand.id}/network`, fan.headers)).statusCode).toBe(403);
    expect((await get(`/brands/${brand.id}/network?kind=x`, owner.headers)).statusCode).toBe(400);
  });
});
