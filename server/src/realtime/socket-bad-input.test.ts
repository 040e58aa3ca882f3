import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../../test/factories/users';
import { call, closeClients, connect, listen, ok } from '../../../test/helpers/sockets';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';

let t: TestApp;
let url: string;
beforeAll(async () => {
  t = await createTestApp();
  url = await listen(t.app);
});
afterAll(async () => {
  closeClients();
  await t.close();
});

const events = ['rooms', 'getRoom', 'joinRoom', 'leaveRoom', 'sendMessage', 'chatHistory'] as const;
const GENERIC = 'Something went wrong. Try again.';

describe('bad socket payloads never cause a server error', () => {
  it('answers every event with a success or a refusal in words, and the socket stays usable', async () => {
    const [me, other] = await Promise.all([buildUser(t.app), buildUser(t.app)]);
    const socket = await connect(url, { token: me.tokens.accessToken });
    const room = ok(await call(socket, 'getRoom', { pairUserId: other.user.id }));
    const message = ok(await call(socket, 'sendMessage', { roomId: room.id, message: 'hi' }));
    const ids = fc.constantFrom(room.id, other.user.id, me.user.id, message.id, randomUUID(), room.id.toUpperCase());
    const value = fc.oneof(
      ids,
      fc.string({ maxLength: 100 }),
      fc.constantFrom('', ' ', '__proto__', 'null', '\u0000', '𝓤𝓷𝓲'),
      fc.integer(),
      fc.double(),
      fc.boolean(),
      fc.constant(null),
      fc.array(ids, { maxLength: 2 }),
      fc.string({ minLength: 1990, maxLength: 2100 }),
    );
    const fields = fc.constantFrom('roomId', 'pairUserId', 'message', 'lastMessageId', 'limit', '__proto__', 'x');
    const payload = fc.oneof(fc.dictionary(fields, value), fc.anything({ maxDepth: 2 }));
    let refusals = 0;
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...events), payload, async (event, input) => {
        const ack = await call(socket, event, input);
        expect(typeof ack.ok).toBe('boolean');
        if (!ack.ok) {
          refusals++;
          expect(ack.message).not.toBe(GENERIC);
          expect(ack.message.length).toBeGreaterThan(0);
        }
      }),
      { numRuns: 300 },
    );
    expect(refusals).toBeGreaterThan(0);
    expect(socket.connected).toBe(true);
  });

  it('refuses a NUL character in a message in words', async () => {
    const [me, other] = await Promise.all([buildUser(t.app), buildUser(t.app)]);
    const socket = await connect(url, { token: me.tokens.accessToken });
    const room = ok(await call(socket, 'getRoom', { pairUserId: other.user.id }));
    const ack = await call(socket, 'sendMessage', { roomId: room.id, message: 'a\u0000b' });
    expect(ack.ok).toBe(false);
    if (!ack.ok) expect(ack.message).toBe('message: must not contain a NUL character (\\u0000)');
  });

  it('refuses a payload nested 5,000 levels deep in words, and the socket stays usable', async () => {
    const me = await buildUser(t.app);
    const socket = await connect(url, { token: me.tokens.accessToken });
    const refused = new Promise<{ message: string; event?: string }>((resolve) => socket.once('exception', resolve));
    // Written by hand as an attacker would: the client library's own encoder cannot nest this deep.
    const deep = `${'{"message":'.repeat(5_000)}"x"${'}'.repeat(5_000)}`;
    socket.io.engine.write(`2["sendMessage",${deep}]`);
    expect(await refused).toEqual({
      event: 'sendMessage',
      message: 'payload is nested too deeply (at most 32 levels of objects and arrays)',
    });
    expect(ok(await call(socket, 'rooms', {}))).toBeDefined();
  });
});
