// Quest browsing under load: seeds BENCH_QUESTS quests (default 100,000) over BENCH_BRANDS brands (5,000), then
// runs autocannon on GET /api/v1/quests?keyword=…&categoryIds=…&limit=20 and GET /quests/detail/{id}, on PGlite
// and, when BENCH_DATABASE_URL is set, on that PostgreSQL database (its schema is dropped and rebuilt!). Prints
// req/s, p50 and p99 and the EXPLAIN ANALYZE plans of the statements the list service sends for the keyword query
// (its page and its count), to show which indexes answer them. Only the first list request reads the database: the
// same query again is answered from the public answer cache until a quest changes (bench:search compares reads).
// A last run asks varied guest reads (words, prefixes, categories, pages, orders, suggestions) at 10 connections,
// so that most miss that cache, and prints the slowest answer too.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { QuestListQuery } from '@questboard/contract/quests';
import { sql } from 'drizzle-orm';
import { buildApp } from '../server/src/app';
import { loadConfig } from '../server/src/config';
import { type Database, openDatabase } from '../server/src/db/client';
import { searchWords } from '../server/src/lib/full-text';
import { questListFilter } from '../server/src/modules/quests/quest-list-filter';
import { questCountStatement, questPageStatement } from '../server/src/modules/quests/quests.repository';
import { buildUser } from '../test/factories/users';
import { type LoadResult, load, printTable } from './lib/load';
import { PRODUCTION_LOG_LEVEL, productionLogFile } from './lib/production-log';
import { CATEGORY_IDS, seedQuests, TITLE_WORDS } from './lib/seed-quests';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const questCount = Number(process.env.BENCH_QUESTS ?? 100_000);
const brandCount = Number(process.env.BENCH_BRANDS ?? 5_000);
const pgUrl = process.env.BENCH_DATABASE_URL;
const listPath = '/api/v1/quests?keyword=golden%20galaxy&categoryIds=defi,gaming&limit=20';

const listQuery = QuestListQuery.parse({ keyword: 'golden galaxy', categoryIds: 'defi,gaming', limit: 20 });

/** EXPLAIN ANALYZE of the statements the list service sends for that query: the page, then the count of matches. */
function explainStatements(db: Database) {
  const { where, order } = questListFilter(listQuery, true, searchWords(listQuery.keyword ?? ''));
  return [
    questPageStatement(db, where, order, { offset: 0, limit: listQuery.limit }),
    questCountStatement(db, where),
  ].map((statement) => sql`explain (analyze, costs off, timing off) ${statement}`);
}

async function measure(kind: string, databaseUrl?: string): Promise<LoadResult[]> {
  const config = loadConfig({
    NODE_ENV: 'production',
    SIGN_UP: 'off',
    LOG_LEVEL: PRODUCTION_LOG_LEVEL,
    PORT: '0',
    DATA_DIR: mkdtempSync(join(tmpdir(), 'qb-bench-quests-')),
    DATABASE_URL: databaseUrl,
    GLOBAL_RATE_LIMIT_PER_MINUTE: '100000000',
  });
  const database = await openDatabase({ url: config.databaseUrl, dataDir: join(config.dataDir, 'pglite') });
  if (databaseUrl) {
    await database.db.execute(sql`drop schema if exists public cascade`);
    await database.db.execute(sql`drop schema if exists drizzle cascade`);
    await database.db.execute(sql`create schema public`);
  }
  await database.migrate();
  const serverLog = productionLogFile('quests');
  const app = await buildApp(config, database, { logStream: serverLog.stream });
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  const owner = await buildUser(app, { type: 'BUSINESS' });
  const started = Date.now();
  await seedQuests(database.db, owner.user.id, brandCount, questCount);
  console.log(
    `${kind}: seeded ${questCount} quests over ${brandCount} brands in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );

  for (const [i, statement] of explainStatements(database.db).entries()) {
    const plan = await database.db.execute(statement);
    console.log(`${kind}: EXPLAIN of the keyword + categories ${i ? 'count' : 'page'}\n${planText(plan)}`);
  }

  const list = await fetch(`${address}${listPath}`, { headers: owner.headers });
  const body = (await list.json()) as { items: { id: string }[]; total: number };
  console.log(`${kind}: the list answers ${list.status} with ${body.items.length} items of ${body.total}`);
  const detailId = body.items[0]?.id;
  const rows = [
    await load(`${kind}: list keyword+categories`, `${address}${listPath}`, { seconds, headers: owner.headers }),
  ];
  // Requests still queued in the server from the last run would count against the next one: let them drain.
  await fetch(`${address}${listPath}`, { headers: owner.headers });
  if (detailId) {
    rows.push(await load(`${kind}: detail`, `${address}/api/v1/quests/detail/${detailId}`, { seconds }));
  }
  await fetch(`${address}${listPath}`, { headers: owner.headers });
  rows.push(
    await load(`${kind}: varied guest reads, 10 conn.`, address, { seconds, connections: 10, paths: variedRead }),
  );
  await app.close();
  await database.close();
  return rows;
}

const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)] as T;
const SORTS = ['', '&sort=reward_desc', '&sort=newest', '&sort=ending_soon'];

/**
 * A guest read that the public answer cache has most likely not seen yet: a word or a prefix of one, maybe with a
 * category, a page of the unfiltered list in some order, or the header's suggestions.
 */
function variedRead(): string {
  const word = pick(TITLE_WORDS);
  const offset = 20 * Math.floor(Math.random() * 50);
  switch (Math.floor(Math.random() * 4)) {
    case 0:
      return `/api/v1/quests/guests?keyword=${word}&limit=20&offset=${offset}${pick(SORTS)}`;
    case 1:
      return `/api/v1/quests/guests?keyword=${word.slice(0, 3)}&categoryIds=${pick(CATEGORY_IDS)}&limit=20`;
    case 2:
      return `/api/v1/quests/guests?limit=20&offset=${offset}${pick(SORTS)}`;
    default:
      return `/api/v1/search/guest?keyword=${word.slice(0, 2 + Math.floor(Math.random() * 3))}&limit=5`;
  }
}

function planText(result: unknown): string {
  const rows = Array.isArray(result) ? result : ((result as { rows?: unknown[] }).rows ?? []);
  return rows.map((row) => `    ${Object.values(row as Record<string, unknown>)[0]}`).join('\n');
}

const rows = await measure('PGlite');
if (pgUrl) rows.push(...(await measure('PostgreSQL', pgUrl)));
else console.log('BENCH_DATABASE_URL is not set; skipping the PostgreSQL run');
printTable(rows);
