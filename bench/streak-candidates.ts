// The streak reminders' candidate query (StreakReminders.run: who completed anything in the last 4 days, with their
// time zone) over BENCH_PARTICIPATIONS rows of user_quests (1,000,000) of BENCH_PEOPLE people (100,000), completions
// spread over a year, in a PostgreSQL database of its own. Times BENCH_RUNS runs (20) with migration 0054's index on
// completed_at, then the same runs with that index dropped (what the query met before it), and prints p50 / max and
// the plan's first line of each. BENCH_PG_ADMIN_URL (postgres://postgres@127.0.0.1:5432/postgres).
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase } from '../server/src/db/client';
import { answers } from './lib/pg-available';
import { seedQuests } from './lib/seed-quests';

const participations = Number(process.env.BENCH_PARTICIPATIONS ?? 1_000_000);
const peopleCount = Number(process.env.BENCH_PEOPLE ?? 100_000);
const runs = Number(process.env.BENCH_RUNS ?? 20);
const adminUrl = process.env.BENCH_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const dbName = 'questboard_bench_streaks';
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

if (!(await answers('127.0.0.1', Number(new URL(adminUrl).port || 5432)))) {
  console.log('PostgreSQL does not answer; this bench needs it (BENCH_PG_ADMIN_URL)');
  process.exit(0);
}
const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
await admin.query(`drop database if exists ${dbName} with (force)`);
await admin.query(`create database ${dbName}`);
await admin.end();

const database = await openDatabase({ url: adminUrl.replace(/\/[^/]*$/, () => `/${dbName}`) });
await database.migrate();
const db = database.db;
const seeding = Date.now();
const [owner] = rowsOf<{ id: string }>(
  await db.execute(sql`insert into users (email, username, type, activated_at)
    values ('bench-owner@example.test', 'bench_owner', 'BUSINESS', now()) returning id`),
);
await seedQuests(db, owner?.id ?? '', 1, 200);
await db.execute(sql`insert into users (email, username, type, activated_at, time_zone)
  select 'bench-' || g || '@example.test', 'bench_' || g, 'INFLUENCER', now(),
    (array['UTC', 'Europe/Paris', 'America/New_York', 'Asia/Tokyo'])[1 + g % 4]
  from generate_series(1, ${peopleCount}) g`);
await db.execute(sql`
  with p as (select id, row_number() over (order by id) - 1 as n from users where username like 'bench\\_%'),
  q as (select id, row_number() over (order by id) - 1 as n from quests)
  insert into user_quests (quest_id, user_id, status, started_at, completed_at, period)
  select q.id, p.id, 'COMPLETED', now() - (((g * 31) % 31536000) || ' seconds')::interval - interval '1 minute',
    now() - (((g * 31) % 31536000) || ' seconds')::interval, g::text
  from generate_series(0::bigint, ${participations - 1}::bigint) g
  join p on p.n = (g * 48271) % ${peopleCount}
  join q on q.n = g % 200`);
await db.execute(sql`analyze`);
console.log(`Seeded ${participations} participations of ${peopleCount} people in ${Date.now() - seeding} ms`);

// The product's query (server/src/modules/streaks/streak-reminders.ts), as SQL.
const since = new Date(Date.now() - 4 * 86_400_000);
const candidates = sql`select distinct user_quests.user_id, users.time_zone from user_quests
  inner join users on users.id = user_quests.user_id where user_quests.completed_at > ${since}`;

async function measure(label: string): Promise<void> {
  const plan = rowsOf<{ 'QUERY PLAN': string }>(await db.execute(sql`explain ${candidates}`));
  const times: number[] = [];
  let found = 0;
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    found = rowsOf(await db.execute(candidates)).length;
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const p50 = times[Math.floor(times.length / 2)] ?? 0;
  const max = times.at(-1) ?? 0;
  const scan = plan.map((row) => row['QUERY PLAN']).find((line) => /Scan.*user_quests/.test(line)) ?? '';
  console.log(
    `${label.padEnd(28)} p50 ${p50.toFixed(1).padStart(7)} ms   max ${max.toFixed(1).padStart(7)} ms   ${found} people   ${scan.trim()}`,
  );
}

await measure('with user_quests_completed');
await db.execute(sql`drop index user_quests_completed`);
await db.execute(sql`analyze user_quests`);
await measure('without it (before 0054)');
await database.close();
