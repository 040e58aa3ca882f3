import { randomUUID } from 'node:crypto';
import { CHAT_ERRORS, CHAT_MESSAGE_MAX_CHARS } from '@questboard/contract/chat';
import { notificationsApi } from '@questboard/contract/notifications';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildBrand } from '../../../../test/factories/brands';
import { type BuiltUser, buildUser } from '../../../../test/factories/users';
import { apiOf } from '../../../../test/helpers/api';
import {
  type ChatClient,
  call,
  closeClients,
  collect,
  connect,
  listen,
  next,
  ok,
} from '../../../../test/helpers/sockets';
import { createTestApp, type TestApp } from '../../../../test/helpers/test-app';
import { chatMessages } from '../../db/schema/chat';
import { insertMessage } from './chat.repository';

let t: TestApp;
let url: string;
beforeAll(async () => {
  t = await createTestApp();
  url = await listen(t.app);
});
afterEach(closeClients);
afterAll(() => t.close());

const api = apiOf(() => t.app);
const open = (user: BuiltUser) => connect(url, { token: user.tokens.accessToken });

/** Two users, each connected, and their room. */
async function pair() {
  const [a, b] = await Promise.all([buildUser(t.app), buildUser(t.app)]);
  const [ca, cb] = await Promise.all([open(a), open(b)]);
  const room = ok(await call(ca, 'getRoom', { pairUserId: b.user.id }));
  return { a, b, ca, cb, room };
}

async function sendMany(socket: ChatClient, roomId: string, count: number) {
  const sent = [];
  for (let i = 1; i <= count; i++) sent.push(ok(await call(socket, 'sendMessage', { roomId, message: `m${i}` })));
  return sent;
}

const stored = (roomId: string) => t.app.ctx.db.select().from(chatMessages).where(eq(chatMessages.roomId, roomId));

describe('rooms', () => {
  it('gives two users one room whichever side opens it, listing the other user', async () => {
    const { a, b, cb, room } = await pair();
    expect(room.pairUser).toMatchObject({ id: b.user.id, username: b.user.username });
    expect(room).toMatchObject({ lastMessage: null, unreadCount: 0 });
    expect(room.pairUser).not.toHaveProperty('email');
    const fromB = ok(await call(cb, 'getRoom', { pairUserId: a.user.id }));
    expect(fromB.id).toBe(room.id);
    expect(fromB.pairUser.id).toBe(a.user.id);
  });

  it('opened from a brand page, the room carries that brand (name, logo, owner) for both members', async () => {
    const { owner, brand } = await buildBrand(t.app, { name: `Acme ${randomUUID().slice(0, 6)}` });
    const fan = await buildUser(t.app);
    const [cfan, cowner] = await Promise.all([open(fan), open(owner)]);
    const room = ok(await call(cfan, 'getRoom', { pairUserId: owner.user.id, brandId: brand.id }));
    const shown = { id: brand.id, name: brand.name, slug: brand.slug, logo: null, ownerId: owner.user.id };
    expect(room.brand).toEqual(shown);
    const [listed] = ok(await call(cowner, 'rooms'));
    expect(listed).toMatchObject({ id: room.id, pairUser: { id: fan.user.id }, brand: shown });
    // Without a brand the room keeps the brand it was opened from; another person's brand cannot be named.
    expect(ok(await call(cfan, 'getRoom', { pairUserId: owner.user.id })).brand).toEqual(shown);
    const other = await buildBrand(t.app);
    const wrong = await call(cfan, 'getRoom', { pairUserId: owner.user.id, brandId: other.brand.id });
    expect(wrong).toEqual({ ok: false, message: 'This brand does not exist.' });
  });

  it('in a room opened from a brand page, the owner’s messages are told as the brand’s', async () => {
    const { owner, brand } = await buildBrand(t.app, { name: `Nova ${randomUUID().slice(0, 6)}` });
    const fan = await buildUser(t.app);
    const [cfan, cowner] = await Promise.all([open(fan), open(owner)]);
    const room = ok(await call(cfan, 'getRoom', { pairUserId: owner.user.id, brandId: brand.id }));
    ok(await call(cowner, 'sendMessage', { roomId: room.id, message: 'Thanks for writing!' }));
    ok(await call(cfan, 'sendMessage', { roomId: room.id, message: 'Hello' }));
    const titles = async (user: BuiltUser) =>
      (await api(notificationsApi.list, { headers: user.headers })).json().items.map((n: { title: string }) => n.title);
    const brandName = String(brand.name);
    await expect.poll(() => titles(fan)).toEqual([expect.stringContaining(brandName)]);
    await expect.poll(() => titles(owner)).toEqual([expect.not.stringContaining(brandName)]);
    expect((await titles(fan))[0]).not.toContain(owner.user.username);
  });

  it('refuses a room with oneself and with an unknown user, as an exception and in the acknowledgement', async () => {
    const me = await buildUser(t.app);
    const socket = await open(me);
    const exceptions = collect(socket, 'exception');
    const self = await call(socket, 'getRoom', { pairUserId: me.user.id });
    expect(self).toEqual({ ok: false, message: 'You cannot start a chat with yourself.' });
    const unknown = await call(socket, 'getRoom', { pairUserId: randomUUID() });
    expect(unknown).toEqual({ ok: false, message: 'This user does not exist.' });
    const bad = await call(socket, 'getRoom', { pairUserId: 'nope' });
    expect(bad).toEqual({ ok: false, message: 'pairUserId must be a user id' });
    expect(exceptions).toEqual([
      { message: 'You cannot start a chat with yourself.', event: 'getRoom' },
      { message: 'This user does not exist.', event: 'getRoom' },
      { message: 'pairUserId must be a user id', event: 'getRoom' },
    ]);
  });

  it('lists rooms newest activity first with the last message and unread count', async () => {
    const me = await buildUser(t.app);
    const [x, y] = await Promise.all([buildUser(t.app), buildUser(t.app)]);
    const [cme, cx, cy] = await Promise.all([open(me), open(x), open(y)]);
    const withX = ok(await call(cx, 'getRoom', { pairUserId: me.user.id }));
    const withY = ok(await call(cy, 'getRoom', { pairUserId: me.user.id }));
    await sendMany(cy, withY.id, 2);
    await sendMany(cx, withX.id, 1);
    const rooms = ok(await call(cme, 'rooms'));
    expect(rooms.map((r) => [r.id, r.pairUser.id, r.unreadCount, r.lastMessage?.message])).toEqual([
      [withX.id, x.user.id, 1, 'm1'],
      [withY.id, y.user.id, 2, 'm2'],
    ]);
  });
});

describe('messages', () => {
  it('stores a trimmed message and sends it to every socket of both members', async () => {
    const { a, ca, cb, room } = await pair();
    const secondOfA = await open(a);
    const toB = next(cb, 'newMessage');
    const toA2 = next(secondOfA, 'newMessage');
    const toA = next(ca, 'newMessage');
    const sent = ok(await call(ca, 'sendMessage', { roomId: room.id, message: '  hello there \n' }));
    expect(sent).toMatchObject({ roomId: room.id, senderId: a.user.id, message: 'hello there' });
    expect(await toB).toEqual(sent);
    expect(await toA).toEqual(sent);
    expect(await toA2).toEqual(sent);
    expect((await stored(room.id)).map((m) => m.body)).toEqual(['hello there']);
  });

  it('refuses empty and too long messages; nothing is stored', async () => {
    const { ca, room } = await pair();
    expect(await call(ca, 'sendMessage', { roomId: room.id, message: '   ' })).toEqual({
      ok: false,
      message: 'A message cannot be empty',
    });
    const long = await call(ca, 'sendMessage', { roomId: room.id, message: 'x'.repeat(CHAT_MESSAGE_MAX_CHARS + 1) });
    expect(long).toEqual({ ok: false, message: `A message is at most ${CHAT_MESSAGE_MAX_CHARS} characters` });
    ok(await call(ca, 'sendMessage', { roomId: room.id, message: 'x'.repeat(CHAT_MESSAGE_MAX_CHARS) }));
    expect(await stored(room.id)).toHaveLength(1);
  });

  it('keeps a third user out: no join, no history, no sending, and nothing delivered to them', async () => {
    const { ca, room } = await pair();
    const [first] = await sendMany(ca, room.id, 2);
    const intruder = await open(await buildUser(t.app));
    const heard = collect(intruder, 'newMessage');
    const refused = { ok: false, message: 'This chat does not exist or you are not one of its members.' };
    expect(await call(intruder, 'joinRoom', { roomId: room.id })).toEqual(refused);
    expect(await call(intruder, 'chatHistory', { roomId: room.id, lastMessageId: first?.id })).toEqual(refused);
    expect(await call(intruder, 'sendMessage', { roomId: room.id, message: 'let me in' })).toEqual(refused);
    expect(await call(intruder, 'joinRoom', { roomId: randomUUID() })).toEqual(refused);
    await sendMany(ca, room.id, 1);
    expect(heard).toEqual([]);
    expect(await stored(room.id)).toHaveLength(3);
  });

  it('refuses the 11th message within a second, storing nothing for it', async () => {
    const { ca, room } = await pair();
    const results = await Promise.all(
      Array.from({ length: 11 }, (_, i) => call(ca, 'sendMessage', { roomId: room.id, message: `burst ${i}` })),
    );
    const refused = results.filter((r) => !r.ok);
    expect(refused).toEqual([{ ok: false, message: 'You are sending messages too fast: at most 10 a second.' }]);
    expect(await stored(room.id)).toHaveLength(10);
  });
});

describe('history', () => {
  it('joins with the newest 10, then pages older messages by lastMessageId, newest first', async () => {
    const { a, cb, room } = await pair();
    // Written straight to the table: 23 sends through the socket would meet the rate limit.
    const sent = [];
    for (let i = 1; i <= 23; i++) sent.push(await insertMessage(t.app.ctx.db, room.id, a.user.id, `m${i}`));
    const ids = sent.map((m) => m.id).reverse();
    const joined = ok(await call(cb, 'joinRoom', { roomId: room.id }));
    expect(joined.messages.map((m) => m.id)).toEqual(ids.slice(0, 10));
    const page2 = ok(await call(cb, 'chatHistory', { roomId: room.id, lastMessageId: ids[9] }));
    expect(page2).toEqual({ messages: expect.any(Array), hasMore: true });
    expect(page2.messages.map((m) => m.id)).toEqual(ids.slice(10, 20));
    const page3 = ok(await call(cb, 'chatHistory', { roomId: room.id, lastMessageId: ids[19], limit: 50 }));
    expect(page3.messages.map((m) => m.id)).toEqual(ids.slice(20));
    expect(page3.hasMore).toBe(false);
    const small = ok(await call(cb, 'chatHistory', { roomId: room.id, lastMessageId: ids[0], limit: 2 }));
    expect(small.messages.map((m) => m.id)).toEqual(ids.slice(1, 3));
  });

  it('answers the documented chat messages exactly when the room or lastMessageId is missing', async () => {
    const { ca, room } = await pair();
    const exceptions = collect(ca, 'exception');
    expect(await call(ca, 'chatHistory', {})).toEqual({ ok: false, message: CHAT_ERRORS.roomIdentifierRequired });
    expect(await call(ca, 'chatHistory', { roomId: room.id })).toEqual({
      ok: false,
      message: CHAT_ERRORS.lastMessageIdRequired,
    });
    expect(exceptions).toEqual([
      { message: 'roomIdentifier is required', event: 'chatHistory' },
      { message: 'lastMessageId is required when roomIdentifier is a string', event: 'chatHistory' },
    ]);
    expect(await call(ca, 'chatHistory', { roomId: room.id, lastMessageId: randomUUID(), limit: 51 })).toEqual({
      ok: false,
      message: 'limit must be a whole number from 1 to 50',
    });
    expect(await call(ca, 'chatHistory', { roomId: room.id, lastMessageId: randomUUID() })).toEqual({
      ok: false,
      message: 'lastMessageId is not a message of this room.',
    });
  });
});

describe('unread counts', () => {
  it('counts what the other side sent while away, across reconnects, until the room is joined', async () => {
    const { a, b, ca, cb, room } = await pair();
    cb.close();
    await sendMany(ca, room.id, 3);
    const again = await open(b);
    expect(ok(await call(again, 'rooms'))[0]?.unreadCount).toBe(3);
    expect(ok(await call(ca, 'rooms'))[0]?.unreadCount).toBe(0);
    again.close();
    const third = await open(b);
    expect(ok(await call(third, 'rooms'))[0]?.unreadCount).toBe(3);
    const joined = ok(await call(third, 'joinRoom', { roomId: room.id }));
    expect(joined.room.unreadCount).toBe(0);
    // While the room is open, arriving messages are read at once.
    const arrived = next(third, 'newMessage');
    await sendMany(ca, room.id, 1);
    await arrived;
    await expect.poll(async () => ok(await call(third, 'rooms'))[0]?.unreadCount).toBe(0);
    ok(await call(third, 'leaveRoom', { roomId: room.id }));
    await sendMany(ca, room.id, 2);
    third.close();
    expect(ok(await call(await open(b), 'rooms'))[0]?.unreadCount).toBe(2);
    expect(a.user.id).not.toBe(b.user.id);
  });
});

describe('hostile payloads', () => {
  it('answers every event with a refusal, never a crash, whatever the payload or its lack of a callback', async () => {
    const { ca, room } = await pair();
    const exceptions = collect(ca, 'exception');
    const events = ['rooms', 'getRoom', 'joinRoom', 'leaveRoom', 'sendMessage', 'chatHistory'] as const;
    const payloads: unknown[] = [null, 42, 'text', [room.id], { roomId: 7 }, { roomId: { $ne: 1 } }, { __proto__: 1 }];
    const raw = ca as unknown as { emit(event: string, ...args: unknown[]): void };
    for (const event of events) {
      raw.emit(event); // no payload, no acknowledgement
      for (const payload of payloads) {
        raw.emit(event, payload);
        raw.emit(event, payload, 'not a function');
        const ack = await call(ca, event, payload);
        expect(typeof ack.ok).toBe('boolean');
      }
    }
    expect(exceptions.length).toBeGreaterThan(20);
    // Still connected and working.
    ok(await call(ca, 'sendMessage', { roomId: room.id, message: 'still here' }));
  });
});
