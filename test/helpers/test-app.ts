import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/src/app';
import { loadConfig } from '../../server/src/config';
import { openDatabase } from '../../server/src/db/client';
import { migratedTemplate } from '../../server/src/db/pglite-template';
import { testEnv } from './test-env';

export interface TestApp {
  app: FastifyInstance;
  close(): Promise<void>;
}

/** A fresh app on its own in-memory PGlite, or on the shared PostgreSQL server already migrated by global setup. */
export async function createTestApp(
  env: Record<string, string | undefined> = {},
  options: { logStream?: { write(line: string): void } } = {},
): Promise<TestApp> {
  const config = loadConfig(testEnv(env));
  // Each test file's in-memory database starts from the migrated template the global setup built.
  const template = config.databaseUrl ? undefined : await migratedTemplate();
  const database = await openDatabase({ url: config.databaseUrl, template });
  if (!config.databaseUrl) await database.migrate();
  const app = await buildApp(config, database, options);
  await app.ready();
  return {
    app,
    async close() {
      await app.close();
      await database.close();
    },
  };
}
