import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildTasks } from '../../../../test/factories/brands';
import { buildFundedQuest, buildParticipants } from '../../../../test/factories/rewards';
import { buildUser } from '../../../../test/factories/users';
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

type Headers = Record<string, string>;
const list = (headers: Headers, query = '') =>
  t.app.inject({ method: 'GET', url: `/api/v1/notifications${query}`, headers });
const markRead = (headers: Headers, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/v1/notifications/read', headers, payload });
const tokenOf = (headers: Headers) => (headers.authorization ?? '').replace('Bearer ', '');

describe('notifications', () => {
  it('stores a notification, sends it live, lists it newest first and marks it read', async () => {
    const me = await buildUser(t.app);
    const socket = await connect(url, { token: me.tokens.accessToken });
    const live = next(socket, 'notification');
    const first = await t.app.services.notifications.notify(me.user.id, {
      type: 'CHAT_MESSAGE',
      title: 'One',
      body: 'first',
    });
    expect(await live).toEqual(first);
    expect(first).toMatchObject({ type: 'CHAT_MESSAGE', title: 'One', body: 'first', link: null, read: false });
    const second = await t.app.services.notifications.notify(me.user.id, {
      type: 'REWARD_PAID',
      title: 'Two',
      body: '2',
      link: '/x',
    });

    const page = (await list(me.headers)).json();
    expect(page).toEqual({ items: [second, first], total: 2, unreadCount: 2 });
    expect((await list(me.headers, '?offset=1&limit=1')).json()).toEqual({ items: [first], total: 2, unreadCount: 2 });

    const other = await buildUser(t.app);
    expect((await markRead(other.headers, { ids: [first.id] })).json()).toEqual({ unreadCount: 0 });
    const otherTabs = next(socket, 'notificationsRead');
    expect((await markRead(me.headers, { ids: [first.id] })).json()).toEqual({ unreadCount: 1 });
    expect(await otherTabs).toEqual({ unreadCount: 1 });
    expect((await list(me.headers)).json().items.map((n: { read: boolean }) => n.read)).toEqual([false, true]);
    expect((await markRead(me.headers, {})).json()).toEqual({ unreadCount: 0 });
    expect((await list(other.headers)).json()).toEqual({ items: [], total: 0, unreadCount: 0 });
  });

  it('needs a signed-in user and refuses bad paging', async () => {
    expect((await list({})).statusCode).toBe(401);
    const me = await buildUser(t.app);
    expect((await list(me.headers, '?limit=1000')).statusCode).toBe(400);
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
    const claim = await t.app.inject({
      method: 'POST',
      url: `/api/v1/quests/${quest.id}/claim-reward`,
      headers: me.headers,
    });
    expect(claim.statusCode).toBe(200);
    expect(await live).toMatchObject({
      type: 'REWARD_PAID',
      title: 'You received 5 tokens',
      link: `/quests/${quest.slug}`,
      read: false,
    });
    expect((await list(me.headers)).json().unreadCount).toBe(1);
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
    const decided = await t.app.inject({
      method: 'POST',
      url: '/api/v1/quests/reviews/decide',
      headers: owner.headers,
      payload: { kind: 'TASK', id: result.id, approve: false, note: 'blurry' },
    });
    expect(decided.json()).toEqual({ ok: true });
    expect(await live).toMatchObject({
      type: 'QUEST_RESULT_REVIEWED',
      title: 'Your task result was not accepted',
      link: `/quests/${quest.slug}`,
    });
  });
});
