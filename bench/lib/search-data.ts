// The search benches' data set: 100,000 quests over 5,000 brands with realistic words (seed-realistic.ts), in a
// PostgreSQL database of the bench's own or in an embedded PGlite directory. `reuse` keeps what a previous run seeded.
import { existsSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase } from '../../server/src/db/client';
import { seedRealisticQuests } from './seed-realistic';

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

export interface SearchData {
  /** One public quest, for the detail read. */
  sampleId: string;
  counts: Record<string, number>;
}

/** Creates (or with `reuse`, keeps) the database `target` names and seeds it; answers one quest id and the counts. */
export async function prepareSearchData(
  target: { adminUrl: string; dbName: string } | { dataDir: string },
  size: { quests: number; brands: number },
  reuse: boolean,
): Promise<SearchData> {
  let url: string | undefined;
  let seeded = reuse;
  if ('adminUrl' in target) {
    url = target.adminUrl.replace(/\/[^/]*$/, () => `/${target.dbName}`);
    if (!reuse) {
      const admin = new pg.Client({ connectionString: target.adminUrl });
      await admin.connect();
      await admin.query(`drop database if exists ${target.dbName} with (force)`);
      await admin.query(`create database ${target.dbName}`);
      await admin.end();
    }
  } else seeded = reuse && existsSync(target.dataDir);
  const database = await openDatabase({ url, dataDir: 'dataDir' in target ? target.dataDir : undefined });
  await database.migrate();
  const started = Date.now();
  if (!seeded) {
    const [owner] = rowsOf<{ id: string }>(
      await database.db.execute(sql`insert into users (email, username, type, activated_at)
        values ('bench-owner@example.test', 'bench_owner', 'BUSINESS', now()) returning id`),
    );
    await seedRealisticQuests(database.db, owner?.id ?? '', size.brands, size.quests);
  }
  const [counts] = rowsOf<Record<string, number>>(
    await database.db.execute(sql`select (select count(*) from quests)::int as quests,
      (select count(*) from quests where status = 'PUBLISHED')::int as live,
      (select count(*) from search_terms)::int as terms,
      (select count(*) from quests where search_document @@ to_tsquery('simple', 'festival'))::int as festival`),
  );
  console.log(`${seeded ? 'kept' : 'seeded'} in ${((Date.now() - started) / 1000).toFixed(1)} s:`, counts);
  const [sample] = rowsOf<{ id: string }>(
    await database.db.execute(sql`select id from quests where status = 'PUBLISHED' limit 1`),
  );
  await database.close();
  return { sampleId: sample?.id ?? '', counts: counts ?? {} };
}
