import { randomUUID } from 'node:crypto';
import { brandXAppApi } from '@questboard/contract/brand-x-app';
import { participationApi } from '@questboard/contract/participation';
import { socialsApi } from '@questboard/contract/socials';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildFundedQuest } from '../../../../test/factories/rewards';
import { connectSocialAccount } from '../../../../test/factories/social';
import { buildUser } from '../../../../test/factories/users';
import { type SocialApiFake, startSocialApiFake } from '../../../../test/fakes/social-api/social-api-fake';
import { apiOf } from '../../../../test/helpers/api';
import { createTestApp, type TestApp } from '../../../../test/helpers/test-app';
import { questConditions } from '../../db/schema/quests';
import { brandSocialAccounts, brandXApps } from '../../db/schema/social';

let fake: SocialApiFake;
let t: TestApp;
beforeAll(async () => {
  fake = await startSocialApiFake();
  t = await createTestApp({ ...fake.env, TWITTER_CLIENT_ID: 'x-client', TWITTER_CLIENT_SECRET: 'x-secret' });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});
const api = apiOf(() => t.app);

/** A brand whose X account is proven here, a live quest of it asking to follow that account. */
async function brandWithX() {
  const funded = await buildFundedQuest(t.app);
  const handle = `brand_${randomUUID().slice(0, 6)}`;
  const account = fake.x.addUser(handle);
  await t.app.ctx.db.insert(brandSocialAccounts).values({
    brandId: funded.brand.id,
    verifiedBy: funded.owner.user.id,
    network: 'TWITTER',
    providerUserId: account.id,
    username: handle,
  });
  const [condition] = await t.app.ctx.db
    .insert(questConditions)
    .values({ questId: funded.quest.id, network: 'TWITTER', action: 'FOLLOW', params: { handle }, position: 5 })
    .returning();
  if (!condition) throw new Error('fixture');
  return { ...funded, handle, condition };
}

describe('a brand’s own X app credentials', () => {
  it('are saved sealed, shown only as "set on <date>, last 4", replaced and deleted by the owner alone', async () => {
    const { brand, owner } = await brandWithX();
    const params = { id: brand.id };
    expect((await api(brandXAppApi.get, { params, headers: owner.headers })).json()).toMatchObject({
      set: false,
      setAt: null,
      last4: null,
    });
    const token = `AAAAAAAAAAAAAAAAAAAAA${randomUUID()}wxyz`;
    const saved = await api(brandXAppApi.save, { params, headers: owner.headers, body: { bearerToken: token } });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ set: true, setAt: expect.any(String), last4: 'wxyz', account: expect.any(String) });
    expect(saved.body).not.toContain(token.slice(0, 30));
    const [row] = await t.app.ctx.db.select().from(brandXApps).where(eq(brandXApps.brandId, brand.id));
    expect(row?.bearerSealed).not.toContain(token.slice(10, 40));
    expect(t.app.services.tokenCipher.decrypt(row?.bearerSealed ?? '')).toBe(token);

    const stranger = await buildUser(t.app, { type: 'BUSINESS' });
    for (const call of [
      api(brandXAppApi.get, { params, headers: stranger.headers }),
      api(brandXAppApi.save, { params, headers: stranger.headers, body: { bearerToken: `${token}9999` } }),
      api(brandXAppApi.remove, { params, headers: stranger.headers }),
    ]) {
      expect((await call).statusCode).toBe(403);
    }
    const replaced = await api(brandXAppApi.save, {
      params,
      headers: owner.headers,
      body: { bearerToken: `${token}9876` },
    });
    expect(replaced.json()).toMatchObject({ set: true, last4: '9876' });
    const short = await api(brandXAppApi.save, { params, headers: owner.headers, body: { bearerToken: 'short' } });
    expect(short.statusCode).toBe(400);

    expect((await api(brandXAppApi.remove, { params, headers: owner.headers })).json()).toEqual({ ok: true });
    expect((await api(brandXAppApi.get, { params, headers: owner.headers })).json()).toMatchObject({ set: false });
  });

  it('pay for reads of the brand’s own account: the followers read uses them, metered at the owner rate', async () => {
    const { brand, owner, quest, condition, handle } = await brandWithX();
    const bearer = `brand-app-${randomUUID()}`;
    fake.x.grant(bearer, handle); // the brand's app reads as its own account
    await api(brandXAppApi.save, { params: { id: brand.id }, headers: owner.headers, body: { bearerToken: bearer } });
    const people = [];
    for (let i = 0; i < 8; i++) {
      const me = await buildUser(t.app, { type: 'INFLUENCER' });
      await api(participationApi.start, { params: { id: quest.id }, headers: me.headers });
      const username = `fan_${randomUUID().slice(0, 6)}`;
      const xUser = fake.x.grant(`tok-${username}`, username);
      await connectSocialAccount(t.app, me.user.id, {
        network: 'TWITTER',
        providerUserId: xUser.id,
        username,
        token: `tok-${username}`,
      });
      fake.x.followMany(username, 50);
      if (i % 4 !== 3) fake.x.follow(username, handle);
      people.push({ me, follows: i % 4 !== 3 });
    }
    const before = fake.x.calls.length;
    const answers = await Promise.all(
      people.map(async ({ me }) =>
        (await api(participationApi.verify, { headers: me.headers, body: { questConditionId: condition.id } })).json(),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(people.map((p) => (p.follows ? 'VERIFIED' : 'NOT_DONE')));
    const followersReads = fake.x.calls
      .map((path, i) => ({ path, token: fake.x.callTokens[i] }))
      .slice(before)
      .filter((c) => c.path.endsWith('/followers'));
    expect(followersReads).toEqual([{ path: expect.stringContaining('/followers'), token: bearer }]);

    const meter = (await api(socialsApi.providerUsage, { params: { id: quest.id }, headers: owner.headers })).json();
    const brandRow = meter.items.find((row) => row.payer === 'BRAND');
    // One page of the account's followers (the 6 who followed), at 0.001 US$ a record.
    expect(brandRow).toEqual({
      network: 'TWITTER',
      label: 'X',
      payer: 'BRAND',
      calls: 1,
      records: 6,
      costUsd: '0.006',
    });
    expect(meter.items.find((row) => row.payer === 'PLATFORM')).toMatchObject({ network: 'TWITTER' });
  });
});
