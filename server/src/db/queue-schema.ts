import { createRequire } from 'node:module';
import type { PGlite } from '@electric-sql/pglite';
import PgBoss from 'pg-boss';

/** The schema of the durable job queue's tables (pg-boss), beside the app's own in the same database. */
export const QUEUE_SCHEMA = 'pgboss';

/** pg-boss's schema version: part of the embedded template's key, like the migrations. */
export const queueSchemaVersion = (): number =>
  (createRequire(import.meta.url)('pg-boss/version.json') as { schema: number }).schema;

/** How pg-boss reaches the database: a pool of its own on PostgreSQL, the embedded database itself on PGlite. */
export type QueueConnection = { connectionString: string; max: number } | { db: PgBoss.Db };

/**
 * pg-boss's `db` option on PGlite: statements with parameters go through the extended protocol, parameterless
 * plans (its schema creation and migrations are several statements in one string) through the simple protocol.
 * PGlite runs one statement at a time for the whole process, so pg-boss shares it with the app.
 */
export function pgliteQueueDb(client: PGlite): PgBoss.Db {
  return {
    async executeSql(text: string, values?: unknown[]) {
      if (values && values.length > 0) return client.query(text, values);
      const results = await client.exec(text);
      return results.at(-1) ?? { rows: [] };
    },
  };
}

/** Creates or upgrades the queue's tables (pg-boss takes its own advisory lock while it does). */
export async function migrateQueueSchema(connection: QueueConnection): Promise<void> {
  const boss = new PgBoss({ ...connection, schema: QUEUE_SCHEMA, supervise: false, schedule: false, migrate: true });
  await boss.start();
  await boss.stop({ graceful: false, close: true });
}

/** Creates the queues (each with its own table) that the database does not have yet, by name. */
export async function ensureQueues(connection: QueueConnection, names: string[]): Promise<void> {
  if (names.length === 0) return;
  const boss = new PgBoss({ ...connection, schema: QUEUE_SCHEMA, supervise: false, schedule: false, migrate: false });
  await boss.start();
  try {
    for (const name of names) if (!(await boss.getQueue(name))) await boss.createQueue(name);
  } finally {
    await boss.stop({ graceful: false, close: true });
  }
}
