import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildBrand, buildQuest } from '../../../../test/factories/brands';
import { buildUser } from '../../../../test/factories/users';
import { createTestApp, type TestApp } from '../../../../test/helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ INVITES_PER_BRAND_PER_DAY: '3' });
});
afterAll(() => t.close());

type Headers = Record<string, string>;
const post = (url: string, headers: Headers, payload?: object) =>
  t.app.inject({ method: 'POST', url: `/api/v1${url}`, headers, ...(payload ? { payload } : {}) });
const get = (url: string, headers: Headers = {}) => t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers });
const invite = (questId: string, headers: Headers, userId: string, title = 'Join us') =>
  post(`/quests/${questId}/invite-influencer`, headers, { userId, title, message: 'We love your work.' });

async function world() {
  const { brand, owner } = await buildBrand(t.app);
  const quest = await buildQuest(t.app, brand);
  const influencer = await buildUser(t.app);
  return { brand, owner, quest, influencer };
}

describe('quest invitations', () => {
  it('a brand finds an influencer, invites once; they are told, read, accept, and the brand is told', async () => {
    const { owner, quest, influencer } = await world();
    const found = await get(
      `/quests/${quest.id}/suggest-search-influencer?keyword=${influencer.user.username}`,
      owner.headers,
    );
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
    expect(again.json().code).toBe('ALREADY_INVITED');
    const suggested = await get(
      `/quests/${quest.id}/suggest-search-influencer?keyword=${influencer.user.username}`,
      owner.headers,
    );
    expect(suggested.json().items[0].inviteStatus).toBe('PENDING');

    const bell = (await get('/notifications', influencer.headers)).json();
    expect(bell.items[0]).toMatchObject({ type: 'INVITE_RECEIVED', link: `/dashboard?invite=${sent.json().id}` });
    const inbox = (await get('/quests/invites', influencer.headers)).json();
    expect(inbox).toMatchObject({ total: 1, unreadCount: 1 });
    expect(inbox.items[0]).toMatchObject({ quest: { id: quest.id, slug: quest.slug, phase: 'LIVE' }, read: false });

    expect((await post(`/quests/${quest.id}/read-invite`, influencer.headers)).json()).toMatchObject({ read: true });
    expect((await get('/quests/invites', influencer.headers)).json().unreadCount).toBe(0);
    const accepted = await post(`/quests/${quest.id}/accept-invite`, influencer.headers);
    expect(accepted.json()).toMatchObject({ status: 'ACCEPTED' });
    expect((await post(`/quests/${quest.id}/accept-invite`, influencer.headers)).statusCode).toBe(200);
    const decline = await post(`/quests/${quest.id}/decline-invite`, influencer.headers);
    expect(decline.statusCode).toBe(409);
    expect(decline.json().code).toBe('INVITE_ANSWERED');

    const told = (await get('/notifications', owner.headers)).json().items;
    expect(told[0]).toMatchObject({ type: 'INVITE_ACCEPTED', link: `/brands-dashboard/quests/${quest.id}` });
    const influences = (await get(`/quests/${quest.id}/influences`, owner.headers)).json();
    expect(influences).toMatchObject({ total: 1, items: [{ userId: influencer.user.id, status: 'ACCEPTED' }] });
  });

  it('one brand can neither see nor send invitations of another brand’s quest (BOLA)', async () => {
    const { quest, influencer } = await world();
    const stranger = await buildBrand(t.app);
    for (const url of [`/quests/${quest.id}/influences`, `/quests/${quest.id}/suggest-search-influencer`]) {
      const answer = await get(url, stranger.owner.headers);
      expect(answer.statusCode).toBe(403);
    }
    expect((await invite(quest.id, stranger.owner.headers, influencer.user.id)).statusCode).toBe(403);
    expect((await invite(quest.id, influencer.headers, influencer.user.id)).statusCode).toBe(403);
    expect((await get('/quests/invites', influencer.headers)).json().total).toBe(0);
    // Someone else's invitation cannot be read or answered by another person.
    const { owner, quest: q2, influencer: invited } = await world();
    await invite(q2.id, owner.headers, invited.user.id);
    expect((await post(`/quests/${q2.id}/read-invite`, influencer.headers)).statusCode).toBe(404);
    expect((await post(`/quests/${q2.id}/accept-invite`, influencer.headers)).statusCode).toBe(404);
  });

  it('invites only influencers, to live or upcoming quests of an active brand, with valid input', async () => {
    const { brand, owner, quest, influencer } = await world();
    const business = await buildUser(t.app, { type: 'BUSINESS' });
    const notInfluencer = await invite(quest.id, owner.headers, business.user.id);
    expect(notInfluencer.statusCode).toBe(400);
    expect(notInfluencer.json().code).toBe('NOT_AN_INFLUENCER');
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
      expect(answer.json().code).toBe('QUEST_NOT_INVITABLE');
    }
    const upcoming = await buildQuest(t.app, brand, { startAt: new Date(Date.now() + 86_400_000) });
    expect((await invite(upcoming.id, owner.headers, influencer.user.id)).statusCode).toBe(200);
    const draft = await buildQuest(t.app, brand, { status: 'DRAFT' });
    expect((await invite(draft.id, owner.headers, influencer.user.id)).statusCode).toBe(409);

    for (const payload of [{ userId: influencer.user.id, title: '', message: 'x' }, { userId: 'x' }, {}]) {
      const bad = await post(`/quests/${quest.id}/invite-influencer`, owner.headers, payload);
      expect(bad.statusCode).toBe(400);
    }
    expect((await get(`/quests/${quest.id}/suggest-search-influencer?limit=21`, owner.headers)).statusCode).toBe(400);
    expect((await invite(quest.id, {}, influencer.user.id)).statusCode).toBe(401);
    expect((await get(`/quests/${quest.id}/influences`, owner.headers)).json().total).toBe(0);
  });

  it('stops a brand at its daily invitation limit', async () => {
    const { brand, owner, quest } = await world();
    const people = await Promise.all([1, 2, 3, 4].map(() => buildUser(t.app)));
    const other = await buildQuest(t.app, brand);
    const answers = await Promise.all(
      people.map((p, i) => invite(i % 2 ? quest.id : other.id, owner.headers, p.user.id)),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 200, 200, 429]);
    expect(answers.find((a) => a.statusCode === 429)?.json().code).toBe('INVITE_LIMIT_REACHED');
  });

  it('respects the switch for invitation notifications', async () => {
    const { owner, quest, influencer } = await world();
    const off = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/notifications/settings',
      headers: influencer.headers,
      payload: { INVITE_RECEIVED: false },
    });
    expect(off.json()).toEqual({
      NEW_FOLLOWER: true,
      INVITE_RECEIVED: false,
      INVITE_ACCEPTED: true,
      FOLLOWED_BRAND_QUEST: true,
      SUBMISSION_WAITING: true,
      REVIEW_DIGEST: true,
    });
    expect((await invite(quest.id, owner.headers, influencer.user.id)).statusCode).toBe(200);
    expect((await get('/notifications', influencer.headers)).json().total).toBe(0);
    expect((await get('/quests/invites', influencer.headers)).json().total).toBe(1);
    const bad = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/notifications/settings',
      headers: influencer.headers,
      payload: { CHAT_MESSAGE: false },
    });
    expect(bad.statusCode).toBe(400);
  });
});
