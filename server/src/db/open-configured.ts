import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Config } from '../config';
import { type DatabaseHandle, openDatabase } from './client';
import { lockDataDir } from './data-dir-lock';
import { createFromTemplate, type TemplateFill } from './pglite-template';

/**
 * The database the config names (PostgreSQL or PGlite in DATA_DIR, locked to this process), migrated. A new PGlite
 * data folder is a copy of the template folder, holding `templateFill`'s reference data when given.
 */
export async function openConfiguredDatabase(
  config: Config,
  { templateFill }: { templateFill?: TemplateFill } = {},
): Promise<DatabaseHandle> {
  mkdirSync(config.dataDir, { recursive: true });
  if (config.databaseUrl) return migrated(await openDatabase({ url: config.databaseUrl }));
  const dataDir = join(config.dataDir, 'pglite');
  const release = lockDataDir(config.dataDir);
  try {
    // A new data folder is a copy of the migrated template folder (built once per set of migrations), not initdb.
    if (!existsSync(dataDir)) await createFromTemplate(dataDir, { fill: templateFill });
    const database = await migrated(await openDatabase({ dataDir }));
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
