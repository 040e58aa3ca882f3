import { randomInt } from 'node:crypto';
import { catalogueApi } from '@questboard/contract/catalogue';
import type { QueryOf } from '@questboard/contract/endpoint';
import type { ErrorBody } from '@questboard/contract/errors';
import { peopleApi } from '@questboard/contract/people';
import { usersApi } from '@questboard/contract/users';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildBrand, buildQuest } from '../../../../test/factories/brands';
import { buildUser } from '../../../../test/factories/users';
import { apiOf, rawCallOf } from '../../../../test/helpers/api';
import { createTestApp, type TestApp } from '../../../../test/helpers/test-app';
import { userQuests } from '../../db/schema/participation';
import { socialAccounts } from '../../db/schema/social';
import { loadLocations } from '../catalogue/locations-loader';
import { updateUser } from '../users/users.repository';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const api = apiOf(() => t.app);
const raw = rawCallOf(() => t.app);
type Item = { id: string; followersCount: number; completedCount: number; categories: Array<{ id: string }> };

describe('influencer directory', () => {
  it('finds an influencer past a one-letter typo in their surname; a word close to nobody finds nobody', async () => {
    const letters = () => Array.from({ length: 9 }, () => String.fromCharCode(97 + randomInt(26))).join('');
    const surname = letters();
    const [camille, business] = await Promise.all([buildUser(t.app), buildUser(t.app, { type: 'BUSINESS' })]);
    await updateUser(t.app.ctx.db, camille.user.id, { displayName: `Camille ${surname}` });
    await updateUser(t.app.ctx.db, business.user.id, { displayName: `${surname} Corp` });
    const ids = async (keyword: string) => {
      const body = (await api(peopleApi.influencers, { query: { keyword } })).json();
      return { ids: body.items.map((i: Item) => i.id), total: body.total };
    };
    const typo = `${surname.slice(0, 4)}${surname[4] === 'z' ? 'y' : 'z'}${surname.slice(5)}`;
    expect(await ids(typo)).toEqual({ ids: [camille.user.id], total: 1 });
    expect(await ids(surname)).toEqual({ ids: [camille.user.id], total: 1 });
    expect(await ids(letters())).toEqual({ ids: [], total: 0 });
  });

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
    await api(peopleApi.followUser, { headers: b.headers, body: { followUserId: a.user.id } });

    const byFollowers = (await api(peopleApi.influencers, { query: { keyword: tag } })).json();
    expect(byFollowers.total).toBe(2);
    expect(byFollowers.items.map((i: Item) => i.id)).toEqual([a.user.id, b.user.id]);
    expect(byFollowers.items[0]).toMatchObject({ followersCount: 1, completedCount: 0, categories: [] });
    const byCompleted = (await api(peopleApi.influencers, { query: { keyword: tag, sort: 'completed' } })).json();
    expect(byCompleted.items[0]).toMatchObject({ id: b.user.id, completedCount: 1, categories: [{ id: 'gaming' }] });
    const gaming = (await api(peopleApi.influencers, { query: { keyword: tag, category: 'gaming' } })).json();
    expect(gaming.items.map((i: Item) => i.id)).toEqual([b.user.id]);
    expect(
      (await api(peopleApi.influencers, { query: { keyword: tag, limit: 1, offset: 1 } })).json().items,
    ).toHaveLength(1);

    const featured = (await api(peopleApi.featuredInfluencers, { query: { limit: 20 } })).json().items;
    // Other tests' influencers may share a PostgreSQL database: check the shape and the order, not who is first.
    expect(featured.length).toBeGreaterThan(0);
    expect(featured.every((i: Item) => i.completedCount > 0)).toBe(true);
    const counts = featured.map((i: Item) => i.completedCount);
    expect(counts).toEqual([...counts].sort((x, y) => y - x));
  });

  it('shows where people are and their connected accounts; filters by network and place, sorts by audience', async () => {
    await loadLocations(t.app.ctx.db, { countryCodes: ['LU'] });
    const place = (query: QueryOf<typeof catalogueApi.locations>) =>
      api(catalogueApi.locations, { query }).then((r) => r.json().items[0] as { id: number; label: string });
    const luxembourg = await place({ type: 'COUNTRY', keyword: 'luxembourg' });
    const city = await place({ type: 'CITY', countryId: luxembourg.id, keyword: 'esch' });
    const tag = `zs${Date.now().toString(36)}`;
    const [small, big, elsewhere] = await Promise.all([buildUser(t.app), buildUser(t.app), buildUser(t.app)]);
    for (const [person, name] of [
      [small, 'Small'],
      [big, 'Big'],
      [elsewhere, 'Else'],
    ] as const) {
      await updateUser(t.app.ctx.db, person.user.id, { displayName: `${tag} ${name}` });
    }
    // People set their place through the profile; the city lies inside the country.
    const put = (headers: Record<string, string>, locationId: number | null) =>
      api(usersApi.updateProfile, { headers, body: { locationId } });
    expect((await put(small.headers, city.id)).json().location).toEqual({ id: city.id, label: city.label });
    expect((await put(big.headers, luxembourg.id)).statusCode).toBe(200);
    await t.app.ctx.db.insert(socialAccounts).values([
      {
        userId: small.user.id,
        network: 'TWITTER',
        providerUserId: `${tag}-1`,
        username: `${tag}_small`,
        audience: 120,
      },
      { userId: big.user.id, network: 'TWITTER', providerUserId: `${tag}-2`, username: `${tag}_big`, audience: 9000 },
      { userId: big.user.id, network: 'DISCORD', providerUserId: `${tag}-3`, username: `${tag}_big`, audience: null },
      { userId: elsewhere.user.id, network: 'DISCORD', providerUserId: `${tag}-4`, username: `${tag}_else` },
    ]);
    const ids = async (query: QueryOf<typeof peopleApi.influencers>) =>
      (await api(peopleApi.influencers, { query: { keyword: tag, ...query } })).json().items.map((i: Item) => i.id);

    const byAudience = (await api(peopleApi.influencers, { query: { keyword: tag, sort: 'audience' } })).json();
    expect(byAudience.items.map((i: Item) => i.id)).toEqual([big.user.id, small.user.id, elsewhere.user.id]);
    expect(byAudience.items[0]).toMatchObject({
      audience: 9000,
      location: { id: luxembourg.id, label: luxembourg.label },
      socials: [
        { network: 'DISCORD', username: `${tag}_big`, profileUrl: null, audience: null },
        { network: 'TWITTER', username: `${tag}_big`, profileUrl: null, audience: 9000 },
      ],
    });
    expect(byAudience.items[2]).toMatchObject({ audience: 0, location: null });
    expect(await ids({ network: 'TWITTER', sort: 'audience' })).toEqual([big.user.id, small.user.id]);
    expect(await ids({ network: 'DISCORD', sort: 'audience' })).toEqual([big.user.id, elsewhere.user.id]);
    expect(await ids({ locationId: luxembourg.id, sort: 'audience' })).toEqual([big.user.id, small.user.id]);
    expect(await ids({ locationId: city.id })).toEqual([small.user.id]);

    expect((await put(small.headers, null)).json().location).toBeNull();
    expect(await ids({ locationId: city.id })).toEqual([]);
    const unknown = await put(small.headers, 2_000_000_000);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json<ErrorBody>().code).toBe('UNKNOWN_LOCATION');
  });

  it('refuses bad filters with a 400', async () => {
    // Raw: the contract's types refuse an unknown network or sort.
    expect((await raw('GET', '/users/influencer?network=MYSPACE')).statusCode).toBe(400);
    expect((await api(peopleApi.influencers, { query: { locationId: 'abc' } })).statusCode).toBe(400);
    expect((await raw('GET', '/users/influencer?sort=rich')).statusCode).toBe(400);
    expect((await api(peopleApi.influencers, { query: { limit: 500 } })).statusCode).toBe(400);
    expect((await api(peopleApi.featuredInfluencers, { query: { limit: 0 } })).statusCode).toBe(400);
  });
});
