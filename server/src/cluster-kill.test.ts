import { parseTokens } from '@questboard/contract/money';
import { and, eq, inArray } from 'drizzle-orm';
import pg from 'pg';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildProduction, type Cluster, startCluster } from '../../scripts/cluster/cluster';
import { haproxyVersion } from '../../scripts/cluster/haproxy';
import { buildFundedQuest, buildParticipants } from '../../test/factories/rewards';
import { type ClusterSocket, claimWithRetries, connectOn, connectPlaced } from '../../test/helpers/cluster-clients';
import { checkLedger } from '../../test/helpers/ledger-invariants';
import { createTestApp, type TestApp } from '../../test/helpers/test-app';
import { testEnv } from '../../test/helpers/test-env';
import { chatMessages } from './db/schema/chat';
import { ledgerTransfers } from './db/schema/ledger';
import { findOrCreateRoom } from './modules/chat/chat.repository';
import { balanceOf, questEscrow, userAccount } from './modules/ledger/ledger-accounts';

// Two instances of the production build behind HAProxy on one PostgreSQL and Redis (`npm run cluster`); one is
// killed with kill -9 while people claim rewards and chat through the proxy.
const databaseUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;
const haproxy = haproxyVersion();
const runs = Boolean(databaseUrl && redisUrl && haproxy);
if (!runs) {
  const missing = [
    databaseUrl
      ? null
      : 'TEST_DATABASE_URL (one PostgreSQL for both instances; embedded PGlite belongs to one process)',
    redisUrl ? null : 'TEST_REDIS_URL (one Redis for both)',
    haproxy ? null : 'HAProxy (apt-get install -y haproxy; .ci/run installs it)',
  ].filter(Boolean);
  console.warn(`SKIPPED cluster kill -9 test: it needs ${missing.join(', ')}.`);
}

/** A database of the test's own: the instances migrate it themselves, both at once, and their job workers take no
 * other test file's jobs. */
async function freshDatabase(url: string): Promise<string> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query('drop database if exists questboard_test_cluster with (force)');
  await admin.query('create database questboard_test_cluster');
  await admin.end();
  return url.replace(/\/[^/?]*(\?.*)?$/, '/questboard_test_cluster');
}

const token = (person: { headers: { authorization: string } }) => person.headers.authorization.slice('Bearer '.length);

describe.runIf(runs)('a cluster of two instances behind HAProxy', () => {
  let cluster: Cluster;
  let admin: TestApp;
  const sockets: ClusterSocket[] = [];

  beforeAll(async () => {
    buildProduction(['server']);
    const url = await freshDatabase(databaseUrl ?? '');
    cluster = await startCluster({
      instances: 2,
      databaseUrl: url,
      redisUrl: redisUrl ?? '',
      // Tokens made by this test's app are read by the instances; one address (this test) makes every request.
      env: {
        JWT_SECRET: testEnv().JWT_SECRET ?? '',
        GLOBAL_RATE_LIMIT_PER_MINUTE: '1000000',
        CLAIM_BURST_PER_ADDRESS: '1000000',
      },
      quiet: true,
    });
    admin = await createTestApp({ DATABASE_URL: url });
  }, 240_000);
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await admin?.close();
    await cluster?.stop();
  });

  it('loses no claim or acknowledged message, pays nobody twice, and brings the sockets back', async () => {
    const { app } = admin;
    const { instances } = cluster;
    const { quest } = await buildFundedQuest(app, { reward: '1', amount: '60' });
    const claimers = await buildParticipants(app, 80, { questId: quest.id });

    // A notification made on one instance reaches its person's socket on the other.
    const [reader, writer] = await buildParticipants(app, 2);
    if (!reader || !writer) throw new Error('fixture');
    const onTwo = await connectOn(cluster.url, token(reader), instances, 1);
    const onOne = await connectOn(cluster.url, token(writer), instances, 0);
    sockets.push(onOne, onTwo);
    const notified = new Promise((resolve) => onTwo.once('notification', resolve));
    const room = await onOne.timeout(5000).emitWithAck('getRoom', { pairUserId: reader.id });
    if (!room.ok) throw new Error(room.message);
    expect((await onOne.timeout(5000).emitWithAck('sendMessage', { roomId: room.data.id, message: 'hi' })).ok).toBe(
      true,
    );
    expect(await notified).toMatchObject({ type: 'CHAT_MESSAGE', body: 'hi' });

    // An avatar uploaded through instance 1 (to the cluster's bucket), read through instance 2 after 1 is killed.
    const picture = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#22aa66' } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(picture)], { type: 'image/png' }), 'me.png');
    const uploaded = await fetch(`${instances[0]?.url}/api/v1/users/upload-avatar`, {
      method: 'POST',
      headers: writer.headers,
      body: form,
    });
    expect(uploaded.status).toBe(200);
    const avatar = ((await uploaded.json()) as { avatar: string }).avatar;

    // Six pairs chatting through the proxy, their sockets spread over both instances.
    const chatters = await buildParticipants(app, 12);
    const placed: Array<{ socket: ClusterSocket; at: number; roomId: string; acked: string[] }> = [];
    for (let i = 0; i < chatters.length; i += 2) {
      const [a, b] = [chatters[i], chatters[i + 1]];
      if (!a || !b) throw new Error('fixture');
      const roomId = await findOrCreateRoom(app.ctx.db, a.id, b.id);
      for (const person of [a, b]) {
        const { socket, at } = await connectPlaced(cluster.url, token(person), instances);
        sockets.push(socket);
        placed.push({ socket, at, roomId, acked: [] });
      }
    }
    expect(new Set(placed.map((p) => p.at)).size).toBe(2);
    const disconnectedAt = new Map<ClusterSocket, number>();
    const reconnectedAt = new Map<ClusterSocket, number>();
    for (const { socket } of placed) {
      socket.on('disconnect', () => disconnectedAt.set(socket, performance.now()));
      socket.io.on('reconnect', () => reconnectedAt.set(socket, performance.now()));
    }

    let chatting = true;
    const chat = placed.map(async ({ socket, roomId, acked }) => {
      for (let n = 0; chatting; n++) {
        const ack = await socket
          .timeout(3000)
          .emitWithAck('sendMessage', { roomId, message: `message ${n}` })
          .catch(() => null); // no answer: the instance died with it, and the message is not acknowledged
        if (ack?.ok) acked.push(ack.data.id);
        // About 5 messages a second each (the chat allows 10).
        await new Promise((r) => setTimeout(r, 200));
      }
    });
    const ackedCount = () => placed.reduce((sum, p) => sum + p.acked.length, 0);
    await vi.waitFor(() => expect(ackedCount()).toBeGreaterThanOrEqual(24), { timeout: 30_000 });

    // Claims, 8 at a time; instance 1 is killed once 20 have been paid.
    let paid = 0;
    let killing: Promise<void> | undefined;
    const queue = [...claimers];
    const outcomes = new Map<string, { code: string; tries: number }>();
    const claiming = Array.from({ length: 8 }, async () => {
      for (let person = queue.shift(); person; person = queue.shift()) {
        const outcome = await claimWithRetries(cluster.url, quest.id, person.headers);
        outcomes.set(person.id, outcome);
        if (outcome.code === 'PAID' && ++paid === 20) killing = instances[0]?.kill();
      }
    });
    await Promise.all(claiming);
    await killing;
    const killedAt = performance.now();

    // Everyone who was on the killed instance is back (on the other), and the chat goes on through it.
    const wasOnKilled = placed.filter((p) => p.at === 0);
    await vi.waitFor(
      () => {
        expect(wasOnKilled.every((p) => reconnectedAt.has(p.socket) && p.socket.connected)).toBe(true);
      },
      { timeout: 30_000, interval: 50 },
    );
    expect(placed.filter((p) => p.at === 1).every((p) => !disconnectedAt.has(p.socket))).toBe(true);
    const afterReconnect = placed.map((p) => p.acked.length);
    await vi.waitFor(() => expect(placed.every((p, i) => p.acked.length >= (afterReconnect[i] ?? 0) + 3)).toBe(true), {
      timeout: 30_000,
    });
    chatting = false;
    await Promise.all(chat);
    const backIn = wasOnKilled.map((p) => (reconnectedAt.get(p.socket) ?? 0) - (disconnectedAt.get(p.socket) ?? 0));
    console.log(
      `cluster kill -9: ${wasOnKilled.length} sockets back within ${Math.max(...backIn).toFixed(0)} ms, ` +
        `${ackedCount()} messages acknowledged, claims retried ${[...outcomes.values()].filter((o) => o.tries > 1).length} ` +
        `times (checked ${((performance.now() - killedAt) / 1000).toFixed(1)} s after the kill)`,
    );

    const served = await fetch(`${instances[1]?.url}${avatar}`);
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer()).equals(picture)).toBe(true);

    // Every acknowledged message is stored.
    const acked = placed.flatMap((p) => p.acked);
    const stored = await app.ctx.db
      .select({ id: chatMessages.id })
      .from(chatMessages)
      .where(inArray(chatMessages.id, acked));
    expect(stored).toHaveLength(new Set(acked).size);

    // 60 paid (the escrow held 60 rewards), each once; the other 20 refused; the ledger whole.
    const codes = [...outcomes.values()].map((o) => o.code);
    expect(outcomes.size).toBe(80);
    expect(codes.filter((c) => c === 'PAID' || c === 'ALREADY_CLAIMED')).toHaveLength(60);
    expect(codes.filter((c) => c === 'REWARDS_EXHAUSTED')).toHaveLength(20);
    const db = app.ctx.db;
    const transfers = await db
      .select({ to: ledgerTransfers.creditAccountId })
      .from(ledgerTransfers)
      .where(and(eq(ledgerTransfers.questId, quest.id), eq(ledgerTransfers.reason, 'CLAIM')));
    expect(transfers).toHaveLength(60);
    for (const person of claimers) {
      const code = outcomes.get(person.id)?.code;
      const expected = code === 'REWARDS_EXHAUSTED' ? 0n : parseTokens('1');
      expect(await balanceOf(db, userAccount(person.id))).toBe(expected);
    }
    expect(await balanceOf(db, questEscrow(quest.id))).toBe(0n);
    expect(await checkLedger(db)).toEqual({ total: 0n, negative: 0, drifted: 0 });
  }, 150_000);
});
