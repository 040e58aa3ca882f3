import { fork } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../../db/client';
import { migratedTemplate } from '../../db/pglite-template';
import { defineJob, JobQueue } from './jobs.module';

const log = Fastify({ logger: false }).log;
if (!process.env.TEST_DATABASE_URL) {
  console.warn('SKIPPED the kill -9 job test: it needs TEST_DATABASE_URL (a second process on the same database).');
}
let database: DatabaseHandle;
const queues: JobQueue[] = [];
const queue = (options = {}) => {
  const made = new JobQueue(database.queue, log, { pollSeconds: 0.5, ...options });
  queues.push(made);
  return made;
};

beforeAll(async () => {
  const url = process.env.TEST_DATABASE_URL;
  database = await openDatabase({ url, template: url ? undefined : await migratedTemplate() });
  if (!url) await database.migrate();
});
afterAll(async () => {
  await Promise.all(queues.map((q) => q.stop()));
  await database?.close();
});

// Each test has queues of its own: on PostgreSQL every test file shares the database.
const unique = (what: string) => `test.${what}-${randomUUID().slice(0, 8)}`;

describe('durable jobs', () => {
  it('retries a failing job with back-off until it succeeds, and reports it', async () => {
    const name = unique('flaky');
    const tries: number[] = [];
    const job = defineJob<{ n: number }>({
      name,
      retry: { limit: 3, delaySeconds: 1, backoff: true },
      run: async () => {
        tries.push(Date.now());
        if (tries.length < 3) throw new Error('not yet');
      },
    });
    const worker = queue();
    worker.register(job);
    await worker.start();
    await worker.send(name, { n: 1 });
    await expect
      .poll(async () => (await worker.status()).find((q) => q.name === name)?.completed, { timeout: 30_000 })
      .toBe(1);
    expect(tries).toHaveLength(3);
    const [first = 0, second = 0, third = 0] = tries;
    // Back-off: the second wait is longer than the first.
    expect(third - second).toBeGreaterThan(second - first);
  });

  it('runs a job sent before a restart on the instance that comes after', async () => {
    const name = unique('restart');
    const ran: string[] = [];
    const job = defineJob<{ id: string }>({ name, run: async (data) => void ran.push(data.id) });
    const before = queue();
    before.register(job);
    await before.send(name, { id: 'sent before the restart' });
    await before.stop();
    const after = queue();
    after.register(job);
    await after.start();
    await expect.poll(() => ran, { timeout: 20_000 }).toEqual(['sent before the restart']);
  });

  it.runIf(process.env.TEST_DATABASE_URL)(
    'runs again a job whose instance was killed (kill -9) while running it',
    async () => {
      const name = unique('killed');
      const worker = fork(join(import.meta.dirname, '../../../../test/helpers/job-worker-process.ts'), {
        env: { ...process.env, JOB_NAME: name },
        execArgv: ['--import', 'tsx'],
        stdio: 'ignore',
      });
      const said = (word: string) =>
        new Promise<void>((resolve) => worker.on('message', (m) => m === word && resolve()));
      try {
        await said('ready');
        const running = said('running');
        const sender = queue();
        await sender.send(name, {});
        await running;
        worker.kill('SIGKILL');
        const runs: string[] = [];
        const survivor = queue({ maintenanceSeconds: 1 });
        survivor.register(
          defineJob({
            name,
            expireInSeconds: 2,
            retry: { limit: 2, delaySeconds: 1 },
            run: async () => void runs.push('survivor'),
          }),
        );
        await survivor.start();
        await expect.poll(() => runs, { timeout: 40_000 }).toEqual(['survivor']);
      } finally {
        worker.kill('SIGKILL');
      }
    },
  );

  it('keeps one waiting job per key on a short queue, and sends an atStart job when a worker starts', async () => {
    const name = unique('short');
    const sweep = unique('sweep');
    const ran: string[] = [];
    const worker = queue();
    worker.register(defineJob<{ id: string }>({ name, policy: 'short', run: async ({ id }) => void ran.push(id) }));
    worker.register(defineJob({ name: sweep, atStart: true, run: async () => void ran.push('at start') }));
    // Not started yet: the first waits, the second with its key is dropped, another key waits beside it.
    expect(await worker.send(name, { id: 'first' }, { key: 'a' })).not.toBeNull();
    expect(await worker.send(name, { id: 'again' }, { key: 'a' })).toBeNull();
    expect(await worker.send(name, { id: 'other key' }, { key: 'b' })).not.toBeNull();
    await worker.start();
    await expect.poll(() => [...ran].sort(), { timeout: 20_000 }).toEqual(['at start', 'first', 'other key']);
  });

  it('runs each job once across several instances', async () => {
    const name = unique('once');
    const runs = new Map<number, number>();
    const job = defineJob<{ n: number }>({ name, run: async ({ n }) => void runs.set(n, (runs.get(n) ?? 0) + 1) });
    const instances = [queue(), queue(), queue()];
    for (const instance of instances) instance.register(job);
    await Promise.all(instances.map((instance) => instance.start()));
    for (let n = 0; n < 30; n++) await instances[n % 3]?.send(name, { n });
    await expect.poll(() => runs.size, { timeout: 30_000 }).toBe(30);
    expect([...runs.values()].every((count) => count === 1)).toBe(true);
  });
});
