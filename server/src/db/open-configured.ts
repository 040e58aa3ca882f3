import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Config } from '../config';
import { type DatabaseHandle, openDatabase } from './client';

/** The database the config names (PostgreSQL or PGlite in DATA_DIR), migrated to the latest schema. */
export async function openConfiguredDatabase(config: Config): Promise<DatabaseHandle> {
  mkdirSync(config.dataDir, { recursive: true });
  const database = await openDatabase({ url: config.databaseUrl, dataDir: join(config.dataDir, 'pglite') });
  await database.migrate();
  return database;
}
