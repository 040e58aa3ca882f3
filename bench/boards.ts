// Season and brand boards at scale (issue 37's goal: p99 < 25 ms at 50 connections with 1,000,000 XP rows over
// 100,000 people). Seeds BENCH_XP_ROWS entries over BENCH_PEOPLE people and 6 quests of one brand, 5 of them in a
// season, with the stored totals filled as the product fills them (the season's create, migration 0050), into a
// database of its own; then, with BENCH_CONNECTIONS callers at once for BENCH_SECONDS each, times:
//   - the product's season board (SeasonsService.leaderboard: the season, a random page of 20 and the caller's rank),
//   - the product's brand board (all time, and this week, the same), the global board (all time) and "my XP" (the
//     caller's global ranks, all time and this week),
//   - the bare page query and the bare "my rank" query (counted over the board's index) on a `pg` pool of as many
//     connections.
// The product ranks large boards from their shape (LargeBoards, read at most every 2 s; their pages kept a second): the first call of each case
// reads it, outside the timing.
// Prints p50 / p99 / calls per second. In-process (no HTTP); the product's pool is its own (20 connections).
//   BENCH_PG_ADMIN_URL (postgres://postgres@127.0.0.1:5432/postgres), BENCH_XP_ROWS (1,000,000), BENCH_PEOPLE
//   (100,000), BENCH_SECONDS (10), BENCH_CONNECTIONS (50); BENCH_REUSE=1 keeps the database of the previous run.
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase } from '../server/src/db/client';
import type { UserRow } from '../server/src/db/schema/users';
import { SeasonsService } from '../server/src/modules/seasons/seasons.service';
import { XpService } from '../server/src/modules/xp/xp.service';
import { answers } from './lib/pg-available';
import { seedQuests } from './lib/seed-quests';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const xpRows = Number(process.env.BENCH_XP_ROWS ?? 1_000_000);
const peopleCount = Number(process.env.BENCH_PEOPLE ?? 100_000);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const adminUrl = process.env.BENCH_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const dbName = 'questboard_bench_boards';
const dbUrl = adminUrl.replace(/\/[^/]*$/, () => `/${dbName}`);
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

if (!(await answers('127.0.0.1', Number(new URL(adminUrl).port || 5432)))) {
  console.log('PostgreSQL does not answer; this bench needs it (BENCH_PG_ADMIN_URL)');
  process.exit(0);
}
const reuse = process.env.BENCH_REUSE === '1';
if (!reuse) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${dbName} with (force)`);
  await admin.query(`create database ${dbName}`);
  await admin.end();
}
const database = await openDatabase({ url: dbUrl });
await database.migrate();
const db = database.db;
const started = Date.now();
if (!reuse) {
  const [owner] = rowsOf<{ id: string }>(
    await db.execute(sql`insert into users (email, username, type, activated_at)
      values ('bench-owner@example.test', 'bench_owner', 'BUSINESS', now()) returning id`),
  );
  await seedQuests(db, owner?.id ?? '', 1, 6);
  await db.execute(sql`insert into users (email, username, type, activated_at)
    select 'bench-' || g || '@example.test', 'bench_' || g, 'INFLUENCER', now() from generate_series(1, ${peopleCount}) g`);
  // Entries over the last 30 days, amounts 10..100, people and quests spread evenly.
  await db.execute(sql`
    with p as (select id, row_number() over (order by id) - 1 as n from users where username like 'bench\\_%'),
    q as (select id, row_number() over (order by id) - 1 as n from quests)
    insert into xp_entries (user_id, amount, source, source_id, quest_id, created_at)
    select p.id, 10 + (g * 7919) % 91, 'QUEST', gen_random_uuid(), q.id,
      now() - ((g % 2592000) || ' seconds')::interval
    from generate_series(0::bigint, ${xpRows - 1}::bigint) g
    join p on p.n = (g * 48271) % ${peopleCount}
    join q on q.n = g % 6`);
  await db.execute(sql`
    insert into xp_totals (user_id, xp, reached_at)
    select user_id, sum(amount), max(created_at) from xp_entries group by user_id`);
  await db.execute(sql`
    insert into xp_weeks (user_id, week, xp, reached_at)
    select user_id, date_trunc('week', created_at at time zone 'UTC')::date, sum(amount), max(created_at)
    from xp_entries group by 1, 2`);
  await db.execute(sql`
    insert into xp_brand_totals (brand_id, user_id, xp, reached_at)
    select q.brand_id, e.user_id, sum(e.amount), max(e.created_at)
    from xp_entries e join quests q on q.id = e.quest_id group by 1, 2`);
  await db.execute(sql`
    insert into xp_brand_weeks (brand_id, week, user_id, xp, reached_at)
    select q.brand_id, date_trunc('week', e.created_at at time zone 'UTC')::date, e.user_id, sum(e.amount),
      max(e.created_at)
    from xp_entries e join quests q on q.id = e.quest_id group by 1, 2, 3`);
  const [season] = rowsOf<{ id: string }>(
    await db.execute(sql`
      insert into seasons (brand_id, name, start_at, end_at, status)
      select brand_id, 'Bench season', now() - interval '31 days', now() + interval '30 days', 'PUBLISHED'
      from quests limit 1 returning id`),
  );
  await db.execute(sql`
    insert into season_quests (quest_id, season_id) select id, ${season?.id}::uuid from quests order by id limit 5`);
  await db.execute(sql`
    insert into xp_season_totals (season_id, user_id, xp, reached_at)
    select sq.season_id, e.user_id, sum(e.amount), max(e.created_at)
    from xp_entries e join season_quests sq on sq.quest_id = e.quest_id group by 1, 2`);
  await db.execute(sql`vacuum analyze`);
}
const [facts] = rowsOf<{ season: string; brand: string; entries: number; people: number; board: number }>(
  await db.execute(sql`select (select id from seasons limit 1) as season, (select id from brands limit 1) as brand,
    (select count(*) from xp_entries)::int as entries, (select count(*) from xp_totals)::int as people,
    (select count(*) from xp_season_totals)::int as board`),
);
if (!facts) throw new Error('nothing seeded');
console.log(`seeded in ${((Date.now() - started) / 1000).toFixed(1)} s:`, facts);
const viewers = rowsOf<{ user_id: string }>(await db.execute(sql`select user_id from xp_totals`)).map((r) => r.user_id);
const pick = <T>(list: T[]): T => list[Math.floor(Math.random() * list.length)] as T;
const pageOffset = () => 20 * Math.floor(Math.random() * 50);

const seasons = new SeasonsService(db);
const xp = new XpService(db);
const viewer = () => ({ id: pick(viewers) }) as UserRow;
const bare = new pg.Pool({ connectionString: dbUrl, max: connections });

const cases: [string, () => Promise<unknown>][] = [
  [
    'product season board (page + my rank)',
    () => seasons.leaderboard(viewer(), facts.season, { offset: pageOffset(), limit: 20 }),
  ],
  [
    'product brand board all (page + my rank)',
    () => seasons.brandLeaderboard(viewer(), facts.brand, { period: 'all', offset: pageOffset(), limit: 20 }),
  ],
  [
    'product brand board week (page + my rank)',
    () => seasons.brandLeaderboard(viewer(), facts.brand, { period: 'week', offset: pageOffset(), limit: 20 }),
  ],
  [
    'product global board all (page + my rank)',
    () => xp.leaderboard(pick(viewers), { period: 'all', offset: pageOffset(), limit: 20 }),
  ],
  ['product my XP (both global ranks)', () => xp.mine(pick(viewers))],
  [
    'bare pg season page',
    () =>
      bare.query(
        `select b.user_id, b.xp from xp_season_totals b where b.season_id = $1 and b.xp > 0
         order by b.xp desc nulls last, b.reached_at, b.user_id offset $2 limit 20`,
        [facts.season, pageOffset()],
      ),
  ],
  [
    'bare pg season my rank',
    () =>
      bare.query(
        `with me as (select xp, reached_at from xp_season_totals where season_id = $1 and user_id = $2)
         select 1 + (select count(*) from xp_season_totals b where b.season_id = $1 and b.xp > 0 and b.xp > (select xp from me))
           + (select count(*) from xp_season_totals b where b.season_id = $1 and b.xp > 0 and b.xp = (select xp from me)
              and (b.reached_at, b.user_id) < ((select reached_at from me), $2::uuid)) as rank`,
        [facts.season, pick(viewers)],
      ),
  ],
];

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
for (const [name, call] of cases) {
  await call();
  const times: number[] = [];
  const until = Date.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (Date.now() < until) {
        const t0 = performance.now();
        await call();
        times.push(performance.now() - t0);
      }
    }),
  );
  times.sort((a, b) => a - b);
  console.log(
    `${name.padEnd(44)} p50 ${quantile(times, 0.5).toFixed(1).padStart(7)} ms  p99 ${quantile(times, 0.99)
      .toFixed(1)
      .padStart(7)} ms  ${(times.length / seconds).toFixed(0).padStart(6)}/s`,
  );
}
await bare.end();
await database.close();
