import { CHAT_ERRORS } from '@questboard/contract/chat';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../../../test/factories/users';
import { call, closeClients, collect, connect, listen, next, ok } from '../../../../test/helpers/sockets';
import { createTestApp, type TestApp } from '../../../../test/helpers/test-app';

let t: TestApp;
let url: string;
beforeAll(async () => {
  t = await createTestApp();
  url = await listen(t.app);
});
afterEach(closeClients);
afterAll(() => t.close());

async function pair() {
  const [a, b] = await Promise.all([buildUser(t.app), buildUser(t.app)]);
  const [ca, cb] = await Promise.all([
    connect(url, { token: a.tokens.accessToken }),
    connect(url, { token: b.tokens.accessToken }),
  ]);
  const room = ok(await call(ca, 'getRoom', { pairUserId: b.user.id }));
  return { a, b, ca, cb, room };
}

describe('chat', () => {
  it('delivers a message to both members and stores it', async () => {
    const { a, ca, cb, room } = await pair();
    const received = next(cb, 'newMessage');
    const sent = ok(await call(ca, 'sendMessage', { roomId: room.id, message: '  hello  ' }));
    expect(sent).toMatchObject({ roomId: room.id, senderId: a.user.id, message: 'hello' });
    expect(await received).toEqual(sent);
    const joined = ok(await call(cb, 'joinRoom', { roomId: room.id }));
    expect(joined.messages.map((m) => m.message)).toEqual(['hello']);
    expect(collect).toBeDefined();
    expect(CHAT_ERRORS).toBeDefined();
  });
});
