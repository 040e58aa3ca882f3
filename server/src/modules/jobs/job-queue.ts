import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import { QUEUE_SCHEMA, type QueueConnection } from '../../db/queue-schema';

/** One kind of background job: what it does with its data, and how it is retried. */
export interface JobDefinition<Data extends object = object> {
  /** `<module>.<what>`, e.g. `chain.round`. */
  name: string;
  /** Does the work; must be safe to run again (a job whose instance died mid-run is run again). Throw to retry. */
  run(data: Data): Promise<void>;
  /** Tries after the first (default 5), seconds before the first retry (default 5), doubled each time (default). */
  retry?: { limit?: number; delaySeconds?: number; backoff?: boolean };
  /** An active job not finished after this long is taken as lost (its instance died) and retried; default 300. */
  expireInSeconds?: number;
  /** Sent once per tick of this cron expression (UTC) across all instances. */
  cron?: string;
  /** Also sent once when an instance starts working: a cron job that catches up does so at once after a restart. */
  atStart?: boolean;
  /**
   * `standard` (default): any number waiting and running; a send's `key` does nothing. `short`: at most one waiting
   * job per key (any number running), so chains of jobs that re-send themselves merge instead of piling up.
   * `stately`: at most one waiting and one running per key, for rounds that must not pile up.
   */
  policy?: 'standard' | 'short' | 'stately';
}

/** Identity helper that keeps the data type of a definition. */
export const defineJob = <Data extends object>(definition: JobDefinition<Data>): JobDefinition<Data> => definition;

export interface SendOptions {
  /** One waiting job per key (`short` and `stately` queues): sending again while one with this key waits does nothing. */
  key?: string;
  /** Not before this moment (or this many seconds from now). */
  after?: Date | number;
}

/** Counts of one queue by state, and the age of its oldest waiting job. */
export interface QueueStatus {
  name: string;
  waiting: number;
  retrying: number;
  active: number;
  failed: number;
  completed: number;
  oldestWaitingSeconds: number;
}

/** Embedded databases whose jobs left active by a dead process were put back (once per database and process). */
const recovered = new WeakSet<object>();

/**
 * The job queue of one instance. `send` works as soon as it is built; `start` makes this instance a worker too
 * (main.ts does; tests that need jobs to run call it). `stop` waits for running jobs to finish (up to 20 s).
 */
export class JobQueue {
  private readonly definitions = new Map<string, JobDefinition>();
  private sender?: Promise<PgBoss>;
  private worker?: Promise<PgBoss>;

  constructor(
    private readonly connection: QueueConnection,
    private readonly log: FastifyBaseLogger,
    private readonly options: { pollSeconds?: number; maintenanceSeconds?: number } = {},
  ) {}

  /** Adds a kind of job; call before `start` and before the first `send`. */
  register<Data extends object>(definition: JobDefinition<Data>): void {
    this.definitions.set(definition.name, definition as unknown as JobDefinition);
  }

  /** Queues a job durably (it runs even if this instance stops now); answers its id, or null when deduplicated. */
  async send(name: string, data: object, options: SendOptions = {}): Promise<string | null> {
    const boss = await this.opened();
    return boss.send(name, data, {
      ...(options.key ? { singletonKey: options.key } : {}),
      ...(options.after !== undefined ? { startAfter: options.after } : {}),
    });
  }

  /**
   * Makes this instance a worker: it takes jobs of every registered kind, and, with pg-boss making each of these run
   * on one instance at a time, sends cron jobs on their tick and expires jobs whose instance died.
   */
  async start(): Promise<void> {
    if (this.worker) return;
    this.worker = this.open(true);
    const boss = await this.worker;
    // The embedded database belongs to this one process: a job active in it when its first worker starts was running
    // when the process died (kill -9, a crash). It runs again now, not after its expiry and the next maintenance. (A
    // clash with a job of the same key of a singleton/stately queue leaves it to expire as before.)
    if ('db' in this.connection && !recovered.has(this.connection.db)) {
      recovered.add(this.connection.db);
      await boss
        .getDb()
        .executeSql(`update ${QUEUE_SCHEMA}.job set state = 'retry', start_after = now() where state = 'active'`, [])
        .catch((err: unknown) => this.log.warn({ err }, 'jobs left running by a crash wait for their expiry'));
    }
    for (const definition of this.definitions.values()) {
      await boss.work(definition.name, { pollingIntervalSeconds: this.options.pollSeconds ?? 1 }, async (jobs) => {
        for (const job of jobs) {
          await definition.run(job.data as object).catch((err: unknown) => {
            // pg-boss retries it quietly: say why, or a job retried for minutes looks merely slow.
            this.log.warn({ err, job: definition.name, id: job.id }, 'a job failed (retried up to its limit)');
            throw err;
          });
        }
      });
      if (definition.cron) await boss.schedule(definition.name, definition.cron, {}, { tz: 'UTC' });
      if (definition.atStart) await boss.send(definition.name, {});
    }
  }

  /** Each queue's jobs by state and the age of its oldest waiting job (for the operator and /metrics). */
  async status(): Promise<QueueStatus[]> {
    const boss = await this.opened();
    const { rows } = await boss.getDb().executeSql(
      `select name, state, count(*)::int as n,
              coalesce(extract(epoch from now() - min(created_on) filter (where state in ('created', 'retry'))), 0)::float8 as oldest
         from ${QUEUE_SCHEMA}.job where name not like '__pgboss%' group by name, state`,
      [],
    );
    const byName = new Map<string, QueueStatus>();
    const empty = (name: string): QueueStatus => ({
      name,
      waiting: 0,
      retrying: 0,
      active: 0,
      failed: 0,
      completed: 0,
      oldestWaitingSeconds: 0,
    });
    const known = [...this.definitions.keys(), ...(await boss.getQueues()).map((queue) => queue.name)];
    for (const name of known) if (!name.startsWith('__pgboss')) byName.set(name, empty(name));
    for (const row of rows as Array<{ name: string; state: string; n: number; oldest: number }>) {
      const queue = byName.get(row.name) ?? empty(row.name);
      const count = Number(row.n);
      if (row.state === 'created') queue.waiting += count;
      else if (row.state === 'retry') queue.retrying += count;
      else if (row.state === 'active') queue.active += count;
      else if (row.state === 'failed') queue.failed += count;
      else if (row.state === 'completed') queue.completed += count;
      queue.oldestWaitingSeconds = Math.max(queue.oldestWaitingSeconds, Number(row.oldest));
      byName.set(row.name, queue);
    }
    return [...byName.values()].sort((a, b) => a.name.localeCompare(b.name));
  }

  /** Stops taking jobs and waits for the running ones (up to 20 s; the rest expire and run again elsewhere). */
  async stop(): Promise<void> {
    const stopping = [this.worker, this.sender].map(async (opened) => {
      const boss = await opened?.catch(() => undefined);
      await boss?.stop({ graceful: true, wait: true, timeout: 20_000 });
    });
    this.worker = undefined;
    this.sender = undefined;
    await Promise.all(stopping);
  }

  /** The worker's connection when this instance works, else one that only sends (opened on first use). */
  private opened(): Promise<PgBoss> {
    if (this.worker) return this.worker;
    this.sender ??= this.open(false);
    return this.sender;
  }

  private async open(work: boolean): Promise<PgBoss> {
    const boss = new PgBoss({
      ...this.connection,
      schema: QUEUE_SCHEMA,
      migrate: false,
      supervise: work,
      schedule: work,
      maintenanceIntervalSeconds: this.options.maintenanceSeconds ?? 30,
    });
    boss.on('error', (err: Error) => this.log.warn({ err: err.message }, 'job queue error'));
    await boss.start();
    const existing = new Set((await boss.getQueues()).map((queue) => queue.name));
    for (const definition of this.definitions.values()) {
      const settings = {
        name: definition.name,
        policy: definition.policy ?? 'standard',
        retryLimit: definition.retry?.limit ?? 5,
        retryDelay: definition.retry?.delaySeconds ?? 5,
        retryBackoff: definition.retry?.backoff ?? true,
        expireInSeconds: definition.expireInSeconds ?? 300,
        retentionDays: 7,
      };
      // Two instances may create the same queue at once: the loser's error only says it exists.
      if (existing.has(definition.name)) await boss.updateQueue(definition.name, settings);
      else await boss.createQueue(definition.name, settings).catch(() => undefined);
    }
    return boss;
  }
}
