import { type ChildProcess, fork } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseTokens } from '@questboard/contract/money';
import { questFundsApi } from '@questboard/contract/quest-funds';
import { webhooksApi } from '@questboard/contract/webhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildBrand, buildCondition, buildQuest } from '../../../../test/factories/brands';
import { apiOf } from '../../../../test/helpers/api';
import { serverDatabase } from '../../../../test/helpers/server-database';
import { testEnv } from '../../../../test/helpers/test-env';
import { startWebhookReceiver } from '../../../../test/helpers/webhook-receiver';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { openDatabase } from '../../db/client';
import { creditUser } from '../ledger/credits';

// kill -9 of the instance sending a webhook while the receiver holds its request, then a restart (embedded PGlite:
// the same data folder) or another instance (PostgreSQL): the delivery is made again, once, with the same ids.
const dataDir = mkdtempSync(join(tmpdir(), 'qb-webhooks-crash-'));
// On PostgreSQL, a database of its own: in the shared test database any other job worker alive (one whose settings
// refuse private addresses) may take the delivery's job, and its refusals counted as tries.
const ownDatabase = serverDatabase(`qb_webhooks_crash_${process.pid}`);
const databaseUrl = ownDatabase?.url;
const settings = {
  ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  WEBHOOK_ALLOW_PRIVATE_URLS: 'on',
  WEBHOOK_RETRY_DELAY_SECONDS: '1',
  WEBHOOK_RETRY_LIMIT: '8',
  // Long enough that the first instance never gives up on the held request before it is killed, on a busy machine;
  // its claim on the delivery (the timeout and 5 s) runs out before the restarted instance's job gives up.
  WEBHOOK_TIMEOUT_SECONDS: '10',
};
let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
beforeAll(async () => {
  await ownDatabase?.create();
});
afterAll(async () => {
  await receiver?.close();
  rmSync(dataDir, { recursive: true, force: true });
  await ownDatabase?.drop();
});

async function withApp<T>(work: (app: Awaited<ReturnType<typeof buildApp>>) => Promise<T>): Promise<T> {
  const config = loadConfig(testEnv({ DATA_DIR: dataDir, ...settings }));
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
    env: { ...process.env, APP_DATA_DIR: dataDir, APP_ENV: JSON.stringify(settings), APP_WORK_JOBS: 'on' },
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

describe('a webhook delivery through a crash', () => {
  it('is sent again once, same event and delivery ids, after the sender is killed mid-delivery', async () => {
    receiver = await startWebhookReceiver();
    // The event is committed and its delivery queued by an instance that does not work jobs.
    const { owner, brand, webhook } = await withApp(async (app) => {
      const api = apiOf(app);
      const { owner, brand } = await buildBrand(app);
      await creditUser(app.ctx.db, { userId: owner.user.id, amount: parseTokens('1000'), reason: 'test' });
      const quest = await buildQuest(app, brand, { status: 'DRAFT', reward: '5' });
      await buildCondition(app, quest);
      const made = await api(webhooksApi.create, {
        params: { id: brand.id },
        headers: owner.headers,
        body: { url: receiver.url, events: ['quest.published'] },
      });
      expect(made.statusCode, made.body).toBe(200);
      const published = await api(questFundsApi.publish, {
        params: { id: quest.id },
        headers: owner.headers,
        body: { amount: '50' },
      });
      expect(published.statusCode, published.body).toBe(200);
      return { owner, brand, webhook: made.json().webhook };
    });
    expect(receiver.received).toHaveLength(0);

    const arrived = receiver.holdNext();
    const first = await startAppProcess();
    await arrived;
    // On PostgreSQL another instance is already up when the sender dies; embedded, the same folder is restarted.
    const other = process.env.TEST_DATABASE_URL ? await startAppProcess() : undefined;
    first.child.kill('SIGKILL');
    await exited(first.child);
    const second = other ?? (await startAppProcess());
    try {
      const deliveries = async () => {
        const log = await fetch(`${second.url}/api/v1/brands/${brand.id}/webhooks/${webhook.id}/deliveries`, {
          headers: owner.headers,
        });
        expect(log.status).toBe(200);
        return ((await log.json()) as { items: Array<{ status: string; attempts: number }> }).items;
      };
      await expect
        .poll(async () => (await deliveries())[0]?.status, { timeout: 90_000, interval: 250 })
        .toBe('DELIVERED');
      // The cut-off request and the one answered: the same event and delivery; exactly one answered after the crash.
      expect(receiver.received).toHaveLength(2);
      const [cut, answered] = receiver.received;
      expect(answered?.json.id).toBe(cut?.json.id);
      expect(answered?.headers['questboard-delivery']).toBe(cut?.headers['questboard-delivery']);
      expect(answered?.json.type).toBe('quest.published');
      expect((await deliveries())[0]).toMatchObject({ status: 'DELIVERED', attempts: 1 });
    } finally {
      second.child.send('stop');
      await exited(second.child);
    }
  }, 240_000);
});
