import { catalogueApi } from '@questboard/contract/catalogue';
import type { QueryOf } from '@questboard/contract/endpoint';
import { notificationsApi } from '@questboard/contract/notifications';
import { participationApi } from '@questboard/contract/participation';
import { peopleApi } from '@questboard/contract/people';
import { questsApi } from '@questboard/contract/quests';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildTasks } from '../../../../test/factories/brands';
import { buildFundedQuest, buildParticipants } from '../../../../test/factories/rewards';
import { buildUser } from '../../../../test/factories/users';
import { apiOf } from '../../../../test/helpers/api';
import { call, closeClients, collect, connect, listen, next, ok } from '../../../../test/helpers/sockets';
import { createTestApp, type TestApp } from '../../../../test/helpers/test-app';
import { taskResults } from '../../db/schema/participation';

let t: TestApp;
let url: string;
beforeAll(async () => {
  t = await createTestApp();
  url = await listen(t.app);
});
afterEach(closeClients);
afterAll(() => t.close());

const api = apiOf(() => t.app);

type Headers = Record<string, string>;
const list = (headers: Headers, query: QueryOf<typeof notificationsApi.list> = {}) =>
  api(notificationsApi.list, { headers, query });
const markRead = (headers: Headers, payload: object) => api(notificationsApi.markRead, { headers, body: payload });
const tokenOf = (headers: Headers) => (headers.authorization ?? '').replace('Bearer ', '');

describe('notifications', () => {
  it('stores a notification, sends it live, lists it newest first and marks it read', async () => {
    const me = await buildUser(t.app);
    const socket = await connect(url, { token: me.tokens.accessToken });
    const live = next(socket, 'notification');
    const first = await t.app.services.notifications.notify(me.user.id, {
      type: 'CHAT_MESSAGE',
      message: { key: 'chat_message', params: { name: 'One', text: 'first' } },
    });
    expect(await live).toEqual(first);
    expect(first).toMatchObject({
      type: 'CHAT_MESSAGE',
      title: 'New message from One',
      body: 'first',
      link: null,
      read: false,
    });
    const second = await t.app.services.notifications.notify(me.user.id, {
      type: 'REWARD_PAID',
      message: { key: 'reward_paid', params: { amount: '2', quest: 'Two' } },
      link: '/x',
    });

    const page = (await list(me.headers)).json();
    expect(page).toEqual({ items: [second, first], total: 2, unreadCount: 2 });
    expect((await list(me.headers, { offset: 1, limit: 1 })).json()).toEqual({
      items: [first],
      total: 2,
      unreadCount: 2,
    });

    const other = await buildUser(t.app);
    expect((await markRead(other.headers, { ids: [first.id] })).json()).toEqual({ unreadCount: 0 });
    const otherTabs = next(socket, 'notificationsRead');
    expect((await markRead(me.headers, { ids: [first.id] })).json()).toEqual({ unreadCount: 1 });
    expect(await otherTabs).toEqual({ unreadCount: 1 });
    expect((await list(me.headers)).json().items.map((n: { read: boolean }) => n.read)).toEqual([false, true]);
    expect((await markRead(me.headers, {})).json()).toEqual({ unreadCount: 0 });
    expect((await list(other.headers)).json()).toEqual({ items: [], total: 0, unreadCount: 0 });
  });

  it('writes each notification in its reader’s language: listed in the x-lang asked, pushed in the one last used', async () => {
    const reader = await buildUser(t.app);
    const follower = await buildUser(t.app);
    // Any signed-in call in French makes French the language this person's live notifications are written in.
    expect((await list({ ...reader.headers, 'x-lang': 'fr' })).statusCode).toBe(200);
    const socket = await connect(url, { token: reader.tokens.accessToken });
    const live = next(socket, 'notification');
    const followed = await api(peopleApi.followUser, {
      headers: follower.headers,
      body: { followUserId: reader.user.id },
    });
    expect(followed.statusCode).toBe(200);
    const name = follower.user.displayName || follower.user.username;
    expect(await live).toMatchObject({
      type: 'NEW_FOLLOWER',
      title: `${name} vous suit`,
      body: `@${follower.user.username} a commencé à vous suivre.`,
    });
    const [inFrench] = (await list({ ...reader.headers, 'x-lang': 'fr' })).json().items;
    expect(inFrench).toMatchObject({ title: `${name} vous suit` });
    const [inEnglish] = (await list({ ...reader.headers, 'x-lang': 'en' })).json().items;
    expect(inEnglish).toMatchObject({
      title: `${name} follows you`,
      body: `@${follower.user.username} started following you.`,
    });
  });

  it('names categories, networks and actions in the caller’s language', async () => {
    const inLanguage = (lang: string) => ({ headers: { 'x-lang': lang } });
    const categories = (await api(catalogueApi.categories, inLanguage('fr'))).json();
    expect(categories.find((c) => c.id === 'gaming')?.name).toBe('Jeux vidéo');
    expect((await api(catalogueApi.categories, inLanguage('en'))).json().find((c) => c.id === 'gaming')?.name).toBe(
      'Gaming',
    );
    const actions = (await api(questsApi.actions, { query: { network: 'WEB' }, ...inLanguage('fr') })).json();
    expect(actions.map((a) => a.name)).toContain('Visiter un lien');
  });

  it('needs a signed-in user and refuses bad paging', async () => {
    expect((await list({})).statusCode).toBe(401);
    const me = await buildUser(t.app);
    expect((await list(me.headers, { limit: 1000 })).statusCode).toBe(400);
    expect((await markRead(me.headers, { ids: ['nope'] })).statusCode).toBe(400);
  });

  it('tells the recipient of a chat message who is not in the room, and not one who is', async () => {
    const [a, b] = await Promise.all([buildUser(t.app), buildUser(t.app)]);
    const [ca, cb] = await Promise.all([
      connect(url, { token: a.tokens.accessToken }),
      connect(url, { token: b.tokens.accessToken }),
    ]);
    const room = ok(await call(ca, 'getRoom', { pairUserId: b.user.id }));
    const notified = next(cb, 'notification');
    ok(await call(ca, 'sendMessage', { roomId: room.id, message: 'are you there?' }));
    expect(await notified).toMatchObject({
      type: 'CHAT_MESSAGE',
      title: `New message from ${a.user.username}`,
      body: 'are you there?',
      link: `/inbox?room=${room.id}`,
    });

    const readElsewhere = next(cb, 'notificationsRead');
    ok(await call(cb, 'joinRoom', { roomId: room.id }));
    expect(await readElsewhere).toEqual({ unreadCount: 0 });
    expect((await list(b.headers)).json()).toMatchObject({ unreadCount: 0, items: [{ read: true }] });
    const heard = collect(cb, 'notification');
    const arrived = next(cb, 'newMessage');
    ok(await call(ca, 'sendMessage', { roomId: room.id, message: 'now you are' }));
    await arrived;
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(heard).toEqual([]);
    expect((await list(b.headers)).json().total).toBe(1);
  });

  it('tells a participant their reward was paid', async () => {
    const { quest } = await buildFundedQuest(t.app, { reward: '5', amount: '100' });
    const [me] = await buildParticipants(t.app, 1, { questId: quest.id });
    if (!me) throw new Error('fixture');
    const socket = await connect(url, { token: tokenOf(me.headers) });
    const live = next(socket, 'notification');
    const claim = await api(participationApi.claim, { params: { id: quest.id }, headers: me.headers });
    expect(claim.statusCode).toBe(200);
    expect(await live).toMatchObject({
      type: 'REWARD_PAID',
      title: 'You received 5 QDT',
      link: `/quests/${quest.slug}`,
      read: false,
    });
    // Their first quest also earns a badge, told after the claim (badges.test.ts).
    const unread = (await list(me.headers)).json().items.filter((n: { read: boolean }) => !n.read);
    expect(unread.filter((n: { type: string }) => n.type === 'REWARD_PAID')).toHaveLength(1);
  });

  it('tells a participant the brand reviewed their result', async () => {
    const { quest, owner } = await buildFundedQuest(t.app, { reward: '5', amount: '100' });
    const [task] = await buildTasks(t.app, quest, owner.user.id, 1);
    const [me] = await buildParticipants(t.app, 1);
    if (!me || !task) throw new Error('fixture');
    const [result] = await t.app.ctx.db
      .insert(taskResults)
      .values({
        taskId: task.id,
        questId: quest.id,
        userId: me.id,
        result: 'https://img.example/1.png',
        status: 'PENDING',
      })
      .returning();
    if (!result) throw new Error('fixture');
    const socket = await connect(url, { token: tokenOf(me.headers) });
    const live = next(socket, 'notification');
    const decided = await api(participationApi.decide, {
      headers: owner.headers,
      body: { kind: 'TASK', id: result.id, approve: false, note: 'blurry' },
    });
    expect(decided.json()).toEqual({ ok: true });
    expect(await live).toMatchObject({
      type: 'QUEST_RESULT_REVIEWED',
      title: 'Your task result was not accepted',
      link: `/quests/${quest.slug}`,
    });
  });
});
