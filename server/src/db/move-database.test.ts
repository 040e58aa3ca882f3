import { participationApi } from '@questboard/contract/participation';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildFundedQuest, buildParticipants } from '../../../test/factories/rewards';
import { apiOf } from '../../../test/helpers/api';
import { databasePicture } from '../../../test/helpers/database-picture';
import { checkLedger } from '../../../test/helpers/ledger-invariants';
import { serverDatabase } from '../../../test/helpers/server-database';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { type DatabaseHandle, openDatabase } from './client';
import { rowsOf } from './executor';
import { moveDatabase } from './move-database';

const serverUrl = process.env.TEST_DATABASE_URL;
if (!serverUrl) {
  console.warn('SKIPPED moving the embedded database to PostgreSQL: it needs TEST_DATABASE_URL (the target server).');
}

describe.runIf(serverUrl)('moving the embedded database to PostgreSQL', () => {
  const database = serverDatabase(`qb_move_${process.pid}_${Date.now()}`);
  let source: TestApp;
  let target: DatabaseHandle;
  beforeAll(async () => {
    // The source is embedded PGlite whatever the pass: the move starts from the default.
    source = await createTestApp({ DATABASE_URL: undefined, REDIS_URL: undefined });
    await database?.create();
    target = await openDatabase({ url: database?.url });
    await target.migrate();
  });
  afterAll(async () => {
    await target?.close();
    await source?.close();
    await database?.drop();
  });

  it('finds every balance, history and ledger sum equal after the move', async () => {
    const { quest } = await buildFundedQuest(source.app, { reward: '1.5', amount: '30' });
    const people = await buildParticipants(source.app, 4, { questId: quest.id });
    for (const person of people) {
      const paid = await apiOf(source.app)(participationApi.claim, {
        params: { id: quest.id },
        headers: person.headers,
      });
      expect(paid.statusCode).toBe(200);
    }
    const before = await databasePicture(source.app.ctx.db);
    expect(before.transfers.length).toBeGreaterThan(4);

    const copied = await moveDatabase(source.app.ctx.database, target);
    expect(copied.get('public.users')).toBe(before.users.length);

    expect(await databasePicture(target.db)).toEqual(before);
    expect(await checkLedger(target.db)).toMatchObject({ total: 0n, negative: 0, drifted: 0 });
    // Jobs move too, each once (the followers' notice of the published quest among them), in their queues' tables.
    const jobs = async (db: DatabaseHandle['db']) =>
      rowsOf(await db.execute(sql`select name, state, count(*)::int as n from pgboss.job group by 1, 2 order by 1, 2`));
    const waiting = await jobs(source.app.ctx.db);
    expect(waiting.length).toBeGreaterThan(0);
    expect(await jobs(target.db)).toEqual(waiting);
    // A second move into a database that now has people is refused and changes nothing.
    await expect(moveDatabase(source.app.ctx.database, target)).rejects.toThrow(/already has users/);
    expect(await databasePicture(target.db)).toEqual(before);
  });
});
