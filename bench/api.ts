// GET /api/v1/users/profile under load (autocannon, 50 connections, 10 s) on PGlite and, when it answers,
// on the PostgreSQL server, next to a bare Fastify route that answers the same JSON from memory (the ceiling).
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { buildApp } from '../server/src/app';
import { loadConfig } from '../server/src/config';
import { openDatabase } from '../server/src/db/client';
import { buildUser } from '../test/factories/users';
import { type LoadResult, load, printTable } from './lib/load';
import { answers } from './lib/pg-available';
import { PRODUCTION_LOG_LEVEL, productionLogFile } from './lib/production-log';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const pgUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

async function measureApp(label: string, databaseUrl?: string): Promise<{ result: LoadResult; body: string }> {
  const config = loadConfig({
    NODE_ENV: 'production',
    SIGN_UP: 'off',
    LOG_LEVEL: PRODUCTION_LOG_LEVEL,
    BOT_CHECK: 'altcha',
    PORT: '0',
    DATA_DIR: mkdtempSync(join(tmpdir(), 'qb-bench-')),
    DATABASE_URL: databaseUrl,
    GLOBAL_RATE_LIMIT_PER_MINUTE: '100000000',
  });
  const database = await openDatabase({ url: config.databaseUrl, dataDir: join(config.dataDir, 'pglite') });
  await database.migrate();
  const serverLog = productionLogFile('api');
  const app = await buildApp(config, database, { logStream: serverLog.stream });
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  const { headers } = await buildUser(app);
  const url = `${address}/api/v1/users/profile`;
  const body = await (await fetch(url, { headers })).text();
  const result = await load(label, url, { seconds, headers });
  await app.close();
  await database.close();
  return { result, body };
}

async function measureCeiling(body: string): Promise<LoadResult> {
  const bare = Fastify();
  bare.get('/profile', async (_request, reply) => reply.type('application/json').send(body));
  const address = await bare.listen({ host: '127.0.0.1', port: 0 });
  const result = await load('bare Fastify, same JSON from memory', `${address}/profile`, { seconds });
  await bare.close();
  return result;
}

const pglite = await measureApp('profile on PGlite');
const rows = [pglite.result];
if (await answers('127.0.0.1', 5432)) rows.push((await measureApp('profile on PostgreSQL', pgUrl)).result);
else console.log('PostgreSQL does not answer on 127.0.0.1:5432; skipping that run');
const ceiling = await measureCeiling(pglite.body);
rows.push(ceiling);
printTable(rows);
for (const row of rows.slice(0, -1)) {
  console.log(
    `${row.label}: ${((row.requestsPerSecond / ceiling.requestsPerSecond) * 100).toFixed(1)}% of the ceiling`,
  );
}
