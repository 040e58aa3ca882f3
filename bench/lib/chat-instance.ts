// One Questboard server instance in its own process. With BENCH_PAIRS it first creates that many pairs of users
// with sessions and a room each, and sends them to the parent with its URL.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../../server/src/app';
import { loadConfig } from '../../server/src/config';
import { openDatabase } from '../../server/src/db/client';
import { findOrCreateRoom } from '../../server/src/modules/chat/chat.repository';
import { buildParticipants } from '../../test/factories/rewards';
import { PRODUCTION_LOG_LEVEL, productionLogFile } from './production-log';

export interface BenchPair {
  a: { id: string; token: string };
  b: { id: string; token: string };
  roomId: string;
}

const config = loadConfig({
  NODE_ENV: 'production',
  SIGN_UP: 'off',
  LOG_LEVEL: PRODUCTION_LOG_LEVEL,
  PORT: '0',
  DATA_DIR: mkdtempSync(join(tmpdir(), 'qb-bench-chat-')),
  DATABASE_URL: process.env.BENCH_DATABASE_URL || undefined,
  REDIS_URL: process.env.BENCH_REDIS_URL || undefined,
  JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0123456789',
});
const database = await openDatabase({ url: config.databaseUrl, dataDir: join(config.dataDir, 'pglite') });
if (process.env.BENCH_MIGRATE) await database.migrate();
const serverLog = productionLogFile('chat');
const app = await buildApp(config, database, { logStream: serverLog.stream });
const url = await app.listen({ host: '127.0.0.1', port: 0 });

const pairs: BenchPair[] = [];
const count = Number(process.env.BENCH_PAIRS ?? 0);
if (count > 0) {
  const people = await buildParticipants(app, count * 2);
  for (let i = 0; i < count; i++) {
    const [a, b] = [people[2 * i], people[2 * i + 1]];
    if (!a || !b) throw new Error('not enough users');
    const token = (p: typeof a) => (p.headers.authorization ?? '').replace('Bearer ', '');
    const roomId = await findOrCreateRoom(database.db, a.id, b.id);
    pairs.push({ a: { id: a.id, token: token(a) }, b: { id: b.id, token: token(b) }, roomId });
  }
}
process.send?.({ url, pairs });
process.on('message', async () => {
  await app.close();
  await database.close();
  process.exit(0);
});
