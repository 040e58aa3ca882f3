import { type ChildProcess, fork } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseTokens } from '@questboard/contract/money';
import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { buildFundedQuest, buildParticipants } from '../../../../test/factories/rewards';
import { checkLedger } from '../../../../test/helpers/ledger-invariants';
import { testEnv } from '../../../../test/helpers/test-env';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { openDatabase } from '../../db/client';
import { ledgerTransfers } from '../../db/schema/ledger';
import { balanceOf, questEscrow, userAccount } from '../ledger/ledger-accounts';

// kill -9 while batches of claims are being paid, then a restart and everyone's retry: a batch commits whole or
// not at all, so each participant is paid exactly once and the ledger stays whole.
const dataDir = mkdtempSync(join(tmpdir(), 'qb-claims-crash-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

async function withApp<T>(work: (app: Awaited<ReturnType<typeof buildApp>>) => Promise<T>): Promise<T> {
  const config = loadConfig(testEnv({ DATA_DIR: dataDir }));
  const database = await openDatabase({ url: config.databaseUrl, dataDir: join(dataDir, 'pglite') });
  await database.migrate();
  const app = await buildApp(config, database);
  try {
    return await work(app);
  } finally {
    await app.close();
    await database.close();
  }
}

function startAppProcess(): Promise<{ child: ChildProcess; url: string }> {
  const child = fork(resolve(import.meta.dirname, '../../../../test/helpers/app-process.ts'), [], {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, APP_DATA_DIR: dataDir },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return new Promise((done, fail) => {
    child.once('exit', (code) => fail(new Error(`app process exited with ${code}`)));
    child.once('message', (message) => {
      child.removeAllListeners('exit');
      done({ child, url: (message as { url: string }).url });
    });
  });
}

const exited = (child: ChildProcess) => new Promise((done) => child.once('exit', done));

describe('claims through a crash', () => {
  it('pays everyone exactly once when the server is killed mid-batch and the claims are retried', async () => {
    const { quest, people } = await withApp(async (app) => {
      const { quest } = await buildFundedQuest(app, { reward: '1', amount: '100' });
      return { quest, people: await buildParticipants(app, 40, { questId: quest.id }) };
    });
    const claim = (url: string, person: { headers: Record<string, string> }) =>
      fetch(`${url}/api/v1/quests/${quest.id}/claim-reward`, { method: 'POST', headers: person.headers });

    const first = await startAppProcess();
    let killed!: () => void;
    const killedNow = new Promise<void>((done) => {
      killed = done;
    });
    const beforeCrash = people.map(
      (person) =>
        claim(first.url, person).then(
          async (response) => {
            if (response.status === 200) {
              first.child.kill('SIGKILL');
              killed();
            }
            return response.status;
          },
          () => 0,
        ), // cut off by the crash: never answered
    );
    await killedNow;
    await exited(first.child);
    const paidBefore = (await Promise.all(beforeCrash)).filter((status) => status === 200).length;
    expect(paidBefore).toBeGreaterThan(0);

    const second = await startAppProcess();
    const retries = await Promise.all(people.map((person) => claim(second.url, person)));
    const codes = await Promise.all(
      retries.map(async (r) => (r.status === 200 ? 'PAID' : ((await r.json()) as { code: string }).code)),
    );
    expect(codes.every((c) => c === 'PAID' || c === 'ALREADY_CLAIMED')).toBe(true);
    expect(codes.filter((c) => c === 'ALREADY_CLAIMED').length).toBeGreaterThanOrEqual(paidBefore);
    second.child.send('stop');
    await exited(second.child);

    await withApp(async (app) => {
      const db = app.ctx.db;
      const transfers = await db
        .select()
        .from(ledgerTransfers)
        .where(and(eq(ledgerTransfers.questId, quest.id), eq(ledgerTransfers.reason, 'CLAIM')));
      expect(transfers).toHaveLength(40);
      for (const person of people) expect(await balanceOf(db, userAccount(person.id))).toBe(parseTokens('1'));
      expect(await balanceOf(db, questEscrow(quest.id))).toBe(parseTokens('60'));
      expect(await checkLedger(db)).toEqual({ total: 0n, negative: 0, drifted: 0 });
    });
  }, 240_000);
});
