import type { ErrorBody } from '@questboard/contract/errors';
import { invitesApi } from '@questboard/contract/invites';
import { notificationSettingsApi } from '@questboard/contract/notification-settings';
import { notificationsApi } from '@questboard/contract/notifications';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildBrand, buildQuest } from '../../../../test/factories/brands';
import { buildPooledQuest } from '../../../../test/factories/distribution';
import { buildUser } from '../../../../test/factories/users';
import { apiOf, rawCallOf } from '../../../../test/helpers/api';
import { createTestApp, type TestApp } from '../../../../test/helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ INVITES_PER_BRAND_PER_DAY: '3' });
});
afterAll(() => t.close());

type Headers = Record<string, string>;
const api = apiOf(() => t.app);
const raw = rawCallOf(() => t.app);
const invite = (questId: string, headers: Headers, userId: string, title = 'Join us') =>
  api(invitesApi.invite, { params: { id: questId }, headers, body: { userId, title, message: 'We love your work.' } });

async function world() {
  const { brand, owner } = await buildBrand(t.app);
  const quest = await buildQuest(t.app, brand);
  const influencer = await buildUser(t.app);
  return { brand, owner, quest, influencer };
}

describe('quest invitations', () => {
  it('an invitation with the usual title reads "Join <quest>" in each reader’s language', async () => {
    const { owner, quest, brand, influencer } = await world();
    const sent = await api(invitesApi.invite, {
      params: { id: quest.id },
      headers: owner.headers,
      body: { userId: influencer.user.id, message: 'We love your work.' },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().title).toBeNull();
    const inbox = (await api(invitesApi.received, { headers: influencer.headers })).json();
    expect(inbox.items[0]).toMatchObject({ title: null, quest: { title: quest.title } });
    const french = { ...influencer.headers, 'x-lang': 'fr' };
    const bell = (await api(notificationsApi.list, { headers: french })).json();
    expect(bell.items[0]?.title).toBe(`${brand.name} vous invite : Rejoignez ${quest.title}`);
    const english = (await api(notificationsApi.list, { headers: influencer.headers })).json();
    expect(english.items[0]?.title).toBe(`${brand.name} invites you: Join ${quest.title}`);
  });

  it('a brand finds an influencer, invites once; they are told, read, accept, and the brand is told', async () => {
    const { owner, quest, influencer } = await world();
    const found = await api(invitesApi.suggest, {
      params: { id: quest.id },
      query: { keyword: influencer.user.username },
      headers: owner.headers,
    });
    expect(found.statusCode).toBe(200);
    expect(found.json().items).toEqual([expect.objectContaining({ id: influencer.user.id, inviteStatus: null })]);

    const sent = await invite(quest.id, owner.headers, influencer.user.id);
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toMatchObject({
      questId: quest.id,
      userId: influencer.user.id,
      title: 'Join us',
      message: 'We love your work.',
      status: 'PENDING',
      read: false,
      user: { id: influencer.user.id },
    });
    const again = await invite(quest.id, owner.headers, influencer.user.id);
    expect(again.statusCode).toBe(409);
    expect(again.json<ErrorBody>().code).toBe('ALREADY_INVITED');
    const suggested = await api(invitesApi.suggest, {
      params: { id: quest.id },
      query: { keyword: influencer.user.username },
      headers: owner.headers,
    });
    expect(suggested.json().items[0]?.inviteStatus).toBe('PENDING');

    const bell = (await api(notificationsApi.list, { headers: influencer.headers })).json();
    expect(bell.items[0]).toMatchObject({ type: 'INVITE_RECEIVED', link: `/dashboard?invite=${sent.json().id}` });
    const inbox = (await api(invitesApi.received, { headers: influencer.headers })).json();
    expect(inbox).toMatchObject({ total: 1, unreadCount: 1 });
    expect(inbox.items[0]).toMatchObject({ quest: { id: quest.id, slug: quest.slug, phase: 'LIVE' }, read: false });

    expect(
      (await api(invitesApi.read, { params: { id: quest.id }, headers: influencer.headers })).json(),
    ).toMatchObject({ read: true });
    expect((await api(invitesApi.received, { headers: influencer.headers })).json().unreadCount).toBe(0);
    const accepted = await api(invitesApi.accept, { params: { id: quest.id }, headers: influencer.headers });
    expect(accepted.json()).toMatchObject({ status: 'ACCEPTED' });
    expect((await api(invitesApi.accept, { params: { id: quest.id }, headers: influencer.headers })).statusCode).toBe(
      200,
    );
    const decline = await api(invitesApi.decline, { params: { id: quest.id }, headers: influencer.headers });
    expect(decline.statusCode).toBe(409);
    expect(decline.json<ErrorBody>().code).toBe('INVITE_ANSWERED');

    const told = (await api(notificationsApi.list, { headers: owner.headers })).json().items;
    expect(told[0]).toMatchObject({ type: 'INVITE_ACCEPTED', link: `/brands-dashboard/quests/${quest.id}` });
    const influences = (await api(invitesApi.influences, { params: { id: quest.id }, headers: owner.headers })).json();
    expect(influences).toMatchObject({ total: 1, items: [{ userId: influencer.user.id, status: 'ACCEPTED' }] });
  });

  it('an invitation says what the quest pays: each claimer’s reward, or the prize pool shared at its end', async () => {
    const { owner, quest, influencer } = await world();
    await invite(quest.id, owner.headers, influencer.user.id);
    const pooled = await buildPooledQuest(t.app, { mode: 'RAFFLE', winners: 2 }, { amount: '300', reward: '5' });
    expect((await invite(pooled.quest.id, pooled.owner.headers, influencer.user.id)).statusCode).toBe(200);
    const inbox = (await api(invitesApi.received, { headers: influencer.headers })).json();
    const byQuest = new Map(inbox.items.map((item) => [item.questId, item.quest]));
    expect(byQuest.get(quest.id)).toMatchObject({ rewardAmount: '10', pool: null });
    expect(byQuest.get(pooled.quest.id)).toMatchObject({ pool: '300' });
  });

  it('one brand can neither see nor send invitations of another brand’s quest (BOLA)', async () => {
    const { quest, influencer } = await world();
    const stranger = await buildBrand(t.app);
    for (const endpoint of [invitesApi.influences, invitesApi.suggest]) {
      const answer = await api(endpoint, { params: { id: quest.id }, headers: stranger.owner.headers });
      expect(answer.statusCode).toBe(403);
    }
    expect((await invite(quest.id, stranger.owner.headers, influencer.user.id)).statusCode).toBe(403);
    expect((await invite(quest.id, influencer.headers, influencer.user.id)).statusCode).toBe(403);
    expect((await api(invitesApi.received, { headers: influencer.headers })).json().total).toBe(0);
    // Someone else's invitation cannot be read or answered by another person.
    const { owner, quest: q2, influencer: invited } = await world();
    await invite(q2.id, owner.headers, invited.user.id);
    expect((await api(invitesApi.read, { params: { id: q2.id }, headers: influencer.headers })).statusCode).toBe(404);
    expect((await api(invitesApi.accept, { params: { id: q2.id }, headers: influencer.headers })).statusCode).toBe(404);
  });

  it('invites only influencers, to live or upcoming quests of an active brand, with valid input', async () => {
    const { brand, owner, quest, influencer } = await world();
    const business = await buildUser(t.app, { type: 'BUSINESS' });
    const notInfluencer = await invite(quest.id, owner.headers, business.user.id);
    expect(notInfluencer.statusCode).toBe(400);
    expect(notInfluencer.json<ErrorBody>().code).toBe('NOT_AN_INFLUENCER');
    const unknown = await invite(quest.id, owner.headers, '00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);

    const ended = await buildQuest(t.app, brand, { status: 'ENDED' });
    const past = await buildQuest(t.app, brand, {
      startAt: new Date(Date.now() - 86_400_000 * 3),
      endAt: new Date(Date.now() - 86_400_000),
    });
    for (const q of [ended, past]) {
      const answer = await invite(q.id, owner.headers, influencer.user.id);
      expect(answer.statusCode).toBe(409);
      expect(answer.json<ErrorBody>().code).toBe('QUEST_NOT_INVITABLE');
    }
    const upcoming = await buildQuest(t.app, brand, { startAt: new Date(Date.now() + 86_400_000) });
    expect((await invite(upcoming.id, owner.headers, influencer.user.id)).statusCode).toBe(200);
    const draft = await buildQuest(t.app, brand, { status: 'DRAFT' });
    expect((await invite(draft.id, owner.headers, influencer.user.id)).statusCode).toBe(409);

    // Raw: the contract's types refuse an invitation without its message.
    for (const payload of [{ userId: influencer.user.id, title: 'x', message: ' ' }, { userId: 'x' }, {}]) {
      const bad = await raw('POST', `/quests/${quest.id}/invite-influencer`, owner.headers, payload);
      expect(bad.statusCode).toBe(400);
    }
    expect(
      (await api(invitesApi.suggest, { params: { id: quest.id }, query: { limit: 21 }, headers: owner.headers }))
        .statusCode,
    ).toBe(400);
    expect((await invite(quest.id, {}, influencer.user.id)).statusCode).toBe(401);
    expect((await api(invitesApi.influences, { params: { id: quest.id }, headers: owner.headers })).json().total).toBe(
      0,
    );
  });

  it('stops a brand at its daily invitation limit', async () => {
    const { brand, owner, quest } = await world();
    const people = await Promise.all([1, 2, 3, 4].map(() => buildUser(t.app)));
    const other = await buildQuest(t.app, brand);
    const answers = await Promise.all(
      people.map((p, i) => invite(i % 2 ? quest.id : other.id, owner.headers, p.user.id)),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 200, 200, 429]);
    expect(answers.find((a) => a.statusCode === 429)?.json<ErrorBody>().code).toBe('INVITE_LIMIT_REACHED');
  });

  it('respects the switch for invitation notifications', async () => {
    const { owner, quest, influencer } = await world();
    const off = await api(notificationSettingsApi.update, {
      headers: influencer.headers,
      body: { INVITE_RECEIVED: false },
    });
    expect(off.json()).toEqual({
      NEW_FOLLOWER: true,
      INVITE_RECEIVED: false,
      INVITE_ACCEPTED: true,
      FOLLOWED_BRAND_QUEST: true,
      SUBMISSION_WAITING: true,
      REVIEW_DIGEST: true,
      STREAK_REMINDER: true,
    });
    expect((await invite(quest.id, owner.headers, influencer.user.id)).statusCode).toBe(200);
    expect((await api(notificationsApi.list, { headers: influencer.headers })).json().total).toBe(0);
    expect((await api(invitesApi.received, { headers: influencer.headers })).json().total).toBe(1);
    // Raw: the contract's types refuse a setting that cannot be switched.
    const bad = await raw('PUT', '/notifications/settings', influencer.headers, { CHAT_MESSAGE: false });
    expect(bad.statusCode).toBe(400);
  });
});
