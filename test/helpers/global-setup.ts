import { sql } from 'drizzle-orm';
import { openDatabase } from '../../server/src/db/client';
import { migratedTemplate } from '../../server/src/db/pglite-template';

/**
 * On a PostgreSQL server, start from an empty schema and migrate once for all test files; on embedded PGlite, build
 * the migrated template every test file's database starts from (once, not in each file at the same time).
 */
export default async function setup(): Promise<void> {
  const url = process.env.TEST_DATABASE_URL;
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
