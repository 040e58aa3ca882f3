import type { ErrorBody } from '@questboard/contract/errors';
import { brandFollowsApi } from '@questboard/contract/follows';
import { invitesApi } from '@questboard/contract/invites';
import { notificationsApi } from '@questboard/contract/notifications';
import { participationApi } from '@questboard/contract/participation';
import { networkApi, peopleApi } from '@questboard/contract/people';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildBrand, buildQuest } from '../../../../test/factories/brands';
import { buildUser } from '../../../../test/factories/users';
import { apiOf, rawCallOf } from '../../../../test/helpers/api';
import { createTestApp, type TestApp } from '../../../../test/helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Headers = Record<string, string>;
const api = apiOf(() => t.app);
const raw = rawCallOf(() => t.app);
const notificationsOf = async (headers: Headers) => (await api(notificationsApi.list, { headers })).json().items;

describe('following people', () => {
  it('follows once however often asked, counts it, lists it and tells the followed person once', async () => {
    const [me, star] = await Promise.all([buildUser(t.app), buildUser(t.app)]);
    const follow = await api(peopleApi.followUser, { headers: me.headers, body: { followUserId: star.user.id } });
    expect(follow.statusCode).toBe(200);
    expect(follow.json()).toEqual({ following: true, followersCount: 1 });
    expect(
      (await api(peopleApi.followUser, { headers: me.headers, body: { followUserId: star.user.id } })).json(),
    ).toEqual({
      following: true,
      followersCount: 1,
    });

    const followers = (await api(peopleApi.followers, { query: { userKey: star.user.username } })).json();
    expect(followers.total).toBe(1);
    expect(followers.items[0]).toMatchObject({ id: me.user.id, username: me.user.username });
    const following = (await api(peopleApi.following, { query: { userKey: me.user.id } })).json();
    expect(following.items.map((u: { id: string }) => u.id)).toEqual([star.user.id]);

    expect(
      (await api(peopleApi.stats, { query: { userKey: star.user.username }, headers: me.headers })).json(),
    ).toEqual({
      followersCount: 1,
      followingCount: 0,
      completedCount: 0,
      isFollowing: true,
    });
    expect((await api(peopleApi.stats, { query: { userKey: star.user.username } })).json().isFollowing).toBeNull();
    expect(
      (await api(peopleApi.stats, { query: { userKey: star.user.username }, headers: star.headers })).json()
        .isFollowing,
    ).toBeNull();

    const told = await notificationsOf(star.headers);
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({ type: 'NEW_FOLLOWER', link: `/users/${me.user.username}` });

    expect(
      (await api(peopleApi.unfollowUser, { headers: me.headers, body: { followUserId: star.user.id } })).json(),
    ).toEqual({
      following: false,
      followersCount: 0,
    });
    expect(
      (await api(peopleApi.unfollowUser, { headers: me.headers, body: { followUserId: star.user.id } })).statusCode,
    ).toBe(200);
    expect((await api(peopleApi.followers, { query: { userKey: star.user.id } })).json()).toEqual({
      items: [],
      total: 0,
    });
  });

  it('follow/unfollow loops tell the followed person once a day per follower, not once per loop', async () => {
    const [star, looper, other] = await Promise.all([buildUser(t.app), buildUser(t.app), buildUser(t.app)]);
    const body = { followUserId: star.user.id };
    for (let cycle = 0; cycle < 20; cycle++) {
      expect((await api(peopleApi.followUser, { headers: looper.headers, body })).statusCode).toBe(200);
      expect((await api(peopleApi.unfollowUser, { headers: looper.headers, body })).statusCode).toBe(200);
    }
    await Promise.all(Array.from({ length: 5 }, () => api(peopleApi.followUser, { headers: looper.headers, body })));
    await api(peopleApi.followUser, { headers: other.headers, body });
    const told = await notificationsOf(star.headers);
    expect(told.map((n) => n.link).sort()).toEqual(
      [`/users/${looper.user.username}`, `/users/${other.user.username}`].sort(),
    );

    // A day after the last notice, following again is news again.
    await t.app.ctx.db.execute(
      sql`update follow_notices set notified_at = notified_at - interval '1 day' where follower_id = ${looper.user.id}`,
    );
    await api(peopleApi.unfollowUser, { headers: looper.headers, body });
    await api(peopleApi.followUser, { headers: looper.headers, body });
    expect(await notificationsOf(star.headers)).toHaveLength(3);
  });

  it('refuses following oneself, unknown people, guests and bad input, changing nothing', async () => {
    const me = await buildUser(t.app);
    const self = await api(peopleApi.followUser, { headers: me.headers, body: { followUserId: me.user.id } });
    expect(self.statusCode).toBe(400);
    expect(self.json<ErrorBody>().code).toBe('CANNOT_FOLLOW_SELF');
    const unknown = await api(peopleApi.followUser, {
      headers: me.headers,
      body: {
        followUserId: '00000000-0000-4000-8000-000000000000',
      },
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json<ErrorBody>().code).toBe('USER_NOT_FOUND');
    expect((await api(peopleApi.followUser, { body: { followUserId: me.user.id } })).statusCode).toBe(401);
    expect((await api(peopleApi.followUser, { headers: me.headers, body: { followUserId: 'x' } })).statusCode).toBe(
      400,
    );
    expect((await api(peopleApi.followers, { query: { userKey: 'nobody_at_all_here' } })).statusCode).toBe(404);
    expect((await api(peopleApi.followers, { query: { userKey: me.user.id, limit: 101 } })).statusCode).toBe(400);
    expect((await api(peopleApi.stats, { query: { userKey: me.user.id }, headers: me.headers })).json()).toMatchObject({
      followersCount: 0,
      followingCount: 0,
    });
  });

  it('pages followers newest first', async () => {
    const star = await buildUser(t.app);
    const fans = [];
    for (let i = 0; i < 3; i++) {
      const fan = await buildUser(t.app);
      await api(peopleApi.followUser, { headers: fan.headers, body: { followUserId: star.user.id } });
      fans.push(fan.user.id);
    }
    const first = (await api(peopleApi.followers, { query: { userKey: star.user.id, limit: 2 } })).json();
    const second = (await api(peopleApi.followers, { query: { userKey: star.user.id, limit: 2, offset: 2 } })).json();
    expect(first.total).toBe(3);
    expect([...first.items, ...second.items].map((u: { id: string }) => u.id)).toEqual(fans.reverse());
  });

  it('lists the brands I follow, a brand’s followers for its owner only, and its public count', async () => {
    const [{ brand, owner }, other] = await Promise.all([buildBrand(t.app), buildBrand(t.app)]);
    const fan = await buildUser(t.app);
    await api(brandFollowsApi.follow, { params: { id: brand.id }, headers: fan.headers });
    const mine = (await api(peopleApi.brandsFollowing, { headers: fan.headers })).json();
    expect(mine.total).toBe(1);
    expect(mine.items[0]).toMatchObject({ id: brand.id, name: brand.name });

    const followers = await api(peopleApi.brandFollowers, { query: { brandId: brand.id }, headers: owner.headers });
    expect(followers.json()).toMatchObject({ total: 1, items: [{ id: fan.user.id }] });
    const notMine = await api(peopleApi.brandFollowers, { query: { brandId: brand.id }, headers: other.owner.headers });
    expect(notMine.statusCode).toBe(403);
    expect(
      (await api(peopleApi.brandFollowers, { query: { brandId: brand.id }, headers: fan.headers })).statusCode,
    ).toBe(403);

    expect(
      (await api(peopleApi.brandFollowStats, { query: { brandId: brand.id }, headers: fan.headers })).json(),
    ).toEqual({
      followersCount: 1,
      following: true,
    });
    expect((await api(peopleApi.brandFollowStats, { query: { brandId: brand.id } })).json()).toEqual({
      followersCount: 1,
      following: null,
    });
    expect((await api(peopleApi.brandsFollowing)).statusCode).toBe(401);
  });
});

describe('a brand’s network', () => {
  it('gathers followers, participants and invited people for the owner only, filtered by kind', async () => {
    const { brand, owner } = await buildBrand(t.app);
    const quest = await buildQuest(t.app, brand);
    const [fan, player, guest] = await Promise.all([buildUser(t.app), buildUser(t.app), buildUser(t.app)]);
    await api(brandFollowsApi.follow, { params: { id: brand.id }, headers: fan.headers });
    await api(brandFollowsApi.follow, { params: { id: brand.id }, headers: player.headers });
    await api(participationApi.start, { params: { id: quest.id }, headers: player.headers });
    await api(invitesApi.invite, {
      params: { id: quest.id },
      headers: owner.headers,
      body: {
        userId: guest.user.id,
        title: 'Come',
        message: 'Please',
      },
    });
    const all = (await api(networkApi.network, { params: { id: brand.id }, headers: owner.headers })).json();
    expect(all.total).toBe(3);
    const byId = Object.fromEntries(all.items.map((m: { user: { id: string } }) => [m.user.id, m]));
    expect(byId[fan.user.id]).toMatchObject({ follower: true, participant: false, invited: false });
    expect(byId[player.user.id]).toMatchObject({ follower: true, participant: true, invited: false });
    expect(byId[guest.user.id]).toMatchObject({ follower: false, participant: false, invited: true });
    const participants = (
      await api(networkApi.network, {
        params: { id: brand.id },
        query: { kind: 'participants' },
        headers: owner.headers,
      })
    ).json();
    expect(participants).toMatchObject({ total: 1, items: [{ user: { id: player.user.id } }] });
    expect(
      (
        await api(networkApi.network, { params: { id: brand.id }, query: { offset: 5 }, headers: owner.headers })
      ).json(),
    ).toEqual({ items: [], total: 3 });
    expect((await api(networkApi.network, { params: { id: brand.id }, headers: fan.headers })).statusCode).toBe(403);
    // Raw: the contract's types refuse the unknown kind this sends.
    expect((await raw('GET', `/brands/${brand.id}/network?kind=x`, owner.headers)).statusCode).toBe(400);
  });
});
