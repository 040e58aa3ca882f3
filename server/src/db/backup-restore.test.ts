import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { participationApi } from '@questboard/contract/participation';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { buildFundedQuest, buildParticipants } from '../../../test/factories/rewards';
import { apiOf } from '../../../test/helpers/api';
import { databasePicture } from '../../../test/helpers/database-picture';
import { checkLedger } from '../../../test/helpers/ledger-invariants';
import { serverDatabase } from '../../../test/helpers/server-database';
import { testEnv } from '../../../test/helpers/test-env';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { type DatabaseHandle, openDatabase } from './client';
import { migratedTemplate } from './pglite-template';

const run = promisify(execFile);

/** An app on `database`, as the server builds it. */
async function appOn(database: DatabaseHandle, env: Record<string, string | undefined>) {
  const app = await buildApp(loadConfig(testEnv(env)), database);
  await app.ready();
  return app;
}

/** Money that moved: a funded quest, and `people` participants each paid their claim. */
async function payClaims(app: FastifyInstance, people: number) {
  const { quest } = await buildFundedQuest(app, { reward: '1.5', amount: '30' });
  for (const person of await buildParticipants(app, people, { questId: quest.id })) {
    const paid = await apiOf(app)(participationApi.claim, { params: { id: quest.id }, headers: person.headers });
    expect(paid.statusCode).toBe(200);
  }
}

const folders: string[] = [];
afterAll(async () => {
  await Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true })));
});

describe('backups (docs/operations.md, Backups)', () => {
  it('of the embedded database: a data folder copied while the server is stopped restores every balance and history', async () => {
    const live = await mkdtemp(join(tmpdir(), 'qb-backup-live-'));
    const backup = await mkdtemp(join(tmpdir(), 'qb-backup-copy-'));
    folders.push(live, backup);
    const env = { DATABASE_URL: undefined, REDIS_URL: undefined, DATA_DIR: live };

    let database = await openDatabase({ dataDir: join(live, 'db'), template: await migratedTemplate() });
    await database.migrate();
    let app = await appOn(database, env);
    await payClaims(app, 3);
    const atBackup = await databasePicture(app.ctx.db);
    await app.close();
    await database.close();
    await cp(live, backup, { recursive: true });

    // Life goes on after the backup…
    database = await openDatabase({ dataDir: join(live, 'db') });
    app = await appOn(database, env);
    await payClaims(app, 2);
    expect((await databasePicture(app.ctx.db)).transfers.length).toBeGreaterThan(atBackup.transfers.length);
    await app.close();
    await database.close();

    // …and restoring puts the copy back: the database as it was when the copy was taken, its ledger whole.
    const restored = await openDatabase({ dataDir: join(backup, 'db') });
    await restored.migrate();
    expect(await databasePicture(restored.db)).toEqual(atBackup);
    expect(await checkLedger(restored.db)).toMatchObject({ total: 0n, negative: 0, drifted: 0 });
    await restored.close();
  });

  const serverUrl = process.env.TEST_DATABASE_URL;
  const tools = existsSync('/usr/bin/pg_dump') && existsSync('/usr/bin/pg_restore');
  if (!serverUrl || !tools) {
    console.warn('SKIPPED the PostgreSQL backup and restore: it needs TEST_DATABASE_URL and pg_dump / pg_restore.');
  }
  it.runIf(serverUrl && tools)(
    'of PostgreSQL: pg_dump -Fc while it runs, pg_restore into an empty database, every balance and history equal',
    async () => {
      const stamp = `${process.pid}_${Date.now()}`;
      const [source, target] = [serverDatabase(`qb_backup_${stamp}`), serverDatabase(`qb_restore_${stamp}`)];
      if (!source || !target) throw new Error('runs only with TEST_DATABASE_URL');
      const dumpFolder = await mkdtemp(join(tmpdir(), 'qb-dump-'));
      folders.push(dumpFolder);
      const dump = join(dumpFolder, 'questboard.dump');
      await source.create();
      await target.create();
      try {
        const database = await openDatabase({ url: source.url });
        await database.migrate();
        const app = await appOn(database, { DATABASE_URL: source.url, REDIS_URL: undefined });
        await payClaims(app, 3);
        // Taken while the server still runs, as the operations guide says.
        await run('pg_dump', ['-Fc', '-f', dump, source.url]);
        const atBackup = await databasePicture(app.ctx.db);
        await app.close();
        await database.close();

        await run('pg_restore', ['--no-owner', '-d', target.url, dump]);
        const restored = await openDatabase({ url: target.url });
        expect(await databasePicture(restored.db)).toEqual(atBackup);
        expect(await checkLedger(restored.db)).toMatchObject({ total: 0n, negative: 0, drifted: 0 });
        await restored.close();
      } finally {
        await source.drop();
        await target.drop();
      }
    },
  );
});
