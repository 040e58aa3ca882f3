import { sql } from 'drizzle-orm';
import { openDatabase } from '../../server/src/db/client';
import { migratedTemplate } from '../../server/src/db/pglite-template';

/**
 * On a PostgreSQL server, start from an empty schema and migrate once for all test files; on embedded PGlite, build
 * the migrated template every test file's database starts from (once, not in each file at the same time).
 */
export default async function setup(): Promise<void> {
  const url = process.env.TEST_DATABASE_URL;
  sayWhatIsSkipped(url, process.env.TEST_REDIS_URL);
  if (!url) {
    await migratedTemplate();
    return;
  }
  const database = await openDatabase({ url });
  await database.db.execute(sql`drop schema if exists public cascade`);
  await database.db.execute(sql`drop schema if exists drizzle cascade`);
  await database.db.execute(sql`drop schema if exists pgboss cascade`);
  await database.db.execute(sql`create schema public`);
  await database.migrate();
  await database.close();
}

/** The tests that need a database or cache server are skipped without one: say so, and where they run. */
function sayWhatIsSkipped(databaseUrl: string | undefined, redisUrl: string | undefined): void {
  const missing = [databaseUrl ? null : 'TEST_DATABASE_URL (PostgreSQL)', redisUrl ? null : 'TEST_REDIS_URL (Redis)'];
  const absent = missing.filter(Boolean);
  if (absent.length === 0) return;
  console.log(
    `Skipped in this run: the tests that need ${absent.join(' and ')} (several instances on one server, kill -9 of ` +
      'a worker, moving to PostgreSQL, locks only a server shows). .ci/run runs them in its server pass when ' +
      'PostgreSQL and Redis answer on 127.0.0.1.',
  );
}
