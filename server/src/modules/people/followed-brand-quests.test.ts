import { brandFollowsApi } from '@questboard/contract/follows';
import { parseTokens } from '@questboard/contract/money';
import { notificationSettingsApi } from '@questboard/contract/notification-settings';
import { notificationsApi } from '@questboard/contract/notifications';
import { questFundsApi } from '@questboard/contract/quest-funds';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildBrand, buildCondition, buildQuest } from '../../../../test/factories/brands';
import { buildUser } from '../../../../test/factories/users';
import { apiOf } from '../../../../test/helpers/api';
import { createTestApp, type TestApp } from '../../../../test/helpers/test-app';
import type { RealtimePort } from '../../lib/realtime-port';
import { creditUser } from '../ledger/credits';
import { notifyFollowersOfNewQuest } from './followed-brand-quests';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.services.jobs.start(); // the fan-out is a durable job
});
afterAll(async () => {
  await t.app.services.jobs.stop();
  await t.close();
});

const api = apiOf(() => t.app);

type Headers = Record<string, string>;
const notificationsOf = async (headers: Headers) => (await api(notificationsApi.list, { headers })).json().items;

describe('new quests of followed brands', () => {
  it('tells each follower once when a brand publishes, except those who switched it off', async () => {
    const { brand, owner } = await buildBrand(t.app);
    const [fan, quiet, stranger] = await Promise.all([buildUser(t.app), buildUser(t.app), buildUser(t.app)]);
    for (const u of [fan, quiet]) await api(brandFollowsApi.follow, { params: { id: brand.id }, headers: u.headers });
    await api(notificationSettingsApi.update, { headers: quiet.headers, body: { FOLLOWED_BRAND_QUEST: false } });
    await creditUser(t.app.ctx.db, { userId: owner.user.id, amount: parseTokens('1000'), reason: 'test' });
    const quest = await buildQuest(t.app, brand, { status: 'DRAFT', title: 'Spring hunt' });
    await buildCondition(t.app, quest);
    const publish = () =>
      api(questFundsApi.publish, { params: { id: quest.id }, headers: owner.headers, body: { amount: '100' } });
    expect((await publish()).statusCode).toBe(200);
    expect((await publish()).statusCode).toBe(200);

    await expect.poll(() => notificationsOf(fan.headers), { timeout: 30_000, interval: 100 }).toHaveLength(1);
    // The job run again (its instance died mid-way, say) tells nobody twice, and pushes nothing.
    const pushed: string[] = [];
    const hub = { toUsers: (ids: string[]) => pushed.push(...ids) } as unknown as RealtimePort;
    await notifyFollowersOfNewQuest(t.app.ctx.db, hub)(quest.id);
    expect(pushed).toEqual([]);
    const told = await notificationsOf(fan.headers);
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({
      type: 'FOLLOWED_BRAND_QUEST',
      title: `${brand.name} published a new quest`,
      body: '“Spring hunt” is open.',
      link: `/quests/${quest.slug}`,
      read: false,
    });
    expect(await notificationsOf(quiet.headers)).toEqual([]);
    expect(await notificationsOf(stranger.headers)).toEqual([]);
  });
});
