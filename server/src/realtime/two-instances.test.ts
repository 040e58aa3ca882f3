import { notificationsApi } from '@questboard/contract/notifications';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../../test/factories/users';
import { callEndpoint } from '../../../test/helpers/api';
import { call, closeClients, connect, listen, next, ok } from '../../../test/helpers/sockets';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';

const shared = Boolean(process.env.TEST_DATABASE_URL && process.env.TEST_REDIS_URL);
if (!shared) {
  console.warn(
    'SKIPPED two-instance real-time test: it needs TEST_DATABASE_URL and TEST_REDIS_URL (two instances must share ' +
      'one PostgreSQL and one Redis; embedded PGlite belongs to one process).',
  );
}

describe.runIf(shared)('two server instances on one PostgreSQL and Redis', () => {
  let one: TestApp;
  let two: TestApp;
  const urls: string[] = [];
  beforeAll(async () => {
    [one, two] = await Promise.all([createTestApp(), createTestApp()]);
    urls.push(await listen(one.app), await listen(two.app));
  });
  afterEach(closeClients);
  afterAll(async () => {
    await Promise.all([one?.close(), two?.close()]);
  });

  it('delivers a message sent through one instance to a client connected to the other', async () => {
    const [a, b] = await Promise.all([buildUser(one.app), buildUser(one.app)]);
    const [onOne, onTwo] = await Promise.all([
      connect(urls[0] ?? '', { token: a.tokens.accessToken }),
      connect(urls[1] ?? '', { token: b.tokens.accessToken }),
    ]);
    const room = ok(await call(onOne, 'getRoom', { pairUserId: b.user.id }));
    expect(ok(await call(onTwo, 'getRoom', { pairUserId: a.user.id })).id).toBe(room.id);
    const delivered = next(onTwo, 'newMessage');
    const notified = next(onTwo, 'notification');
    const sent = ok(await call(onOne, 'sendMessage', { roomId: room.id, message: 'across instances' }));
    expect(await delivered).toEqual(sent);
    expect(await notified).toMatchObject({ type: 'CHAT_MESSAGE', body: 'across instances' });

    // B opens the room on instance two: A's next message counts as read there, and no notification is made.
    ok(await call(onTwo, 'joinRoom', { roomId: room.id }));
    const again = next(onTwo, 'newMessage');
    ok(await call(onOne, 'sendMessage', { roomId: room.id, message: 'still here?' }));
    await again;
    await expect.poll(async () => ok(await call(onTwo, 'rooms'))[0]?.unreadCount).toBe(0);
    const page = await callEndpoint(two.app, notificationsApi.list, { headers: b.headers });
    expect(page.json().total).toBe(1);
  });

  it('counts the rate limit over both instances', async () => {
    const [a, b] = await Promise.all([buildUser(one.app), buildUser(one.app)]);
    const [s1, s2] = await Promise.all([
      connect(urls[0] ?? '', { token: a.tokens.accessToken }),
      connect(urls[1] ?? '', { token: a.tokens.accessToken }),
    ]);
    const room = ok(await call(s1, 'getRoom', { pairUserId: b.user.id }));
    const sends = Array.from({ length: 12 }, (_, i) =>
      call(i % 2 ? s2 : s1, 'sendMessage', { roomId: room.id, message: `m${i}` }),
    );
    const results = await Promise.all(sends);
    expect(results.filter((r) => r.ok)).toHaveLength(10);
  });
});
