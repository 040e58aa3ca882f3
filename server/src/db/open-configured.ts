import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Config } from '../config';
import { type DatabaseHandle, openDatabase } from './client';
import { lockDataDir } from './data-dir-lock';
import { migratedTemplate } from './pglite-template';

/** The database the config names (PostgreSQL or PGlite in DATA_DIR, locked to this process), migrated. */
export async function openConfiguredDatabase(config: Config): Promise<DatabaseHandle> {
  mkdirSync(config.dataDir, { recursive: true });
  if (config.databaseUrl) return migrated(await openDatabase({ url: config.databaseUrl }));
  const dataDir = join(config.dataDir, 'pglite');
  const release = lockDataDir(config.dataDir);
  try {
    // A new data folder starts from the migrated template (built once per set of migrations) instead of initdb.
    const template = existsSync(dataDir) ? undefined : await migratedTemplate();
    const database = await migrated(await openDatabase({ dataDir, template }));
    return {
      ...database,
      close: async () => {
        await database.close();
        release();
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}

async function migrated(database: DatabaseHandle): Promise<DatabaseHandle> {
  await database.migrate();
  return database;
}
