/**
 * Durable background jobs: the one entry of the jobs module.
 *
 * Jobs live in the database (pg-boss, in the `pgboss` schema beside the app's tables; on the embedded PGlite default
 * the same library runs through `db/queue-schema.ts`). A job runs on one instance at a time, survives restarts and
 * `kill -9` (an active job whose instance died expires and runs again), is retried with back-off, and is visible
 * to the operator (`npm run jobs -- status`, `questboard_jobs_*` on /metrics).
 *
 * How to add a job (a draw, a season payout, a webhook delivery):
 *   1. In your module, define it with `defineJob<Data>({ name: 'webhooks.deliver', run: async (data) => …, retry })`
 *      — `name` is `<module>.<what>`; `run` must be safe to run twice (a job whose instance died mid-run runs
 *      again): check state in the database before acting, write with idempotency keys. Throwing means "retry".
 *   2. Register it where the services are wired: `jobs.register(yourJob)` before `jobs.start()`.
 *   3. Send it after your transaction committed: `await jobs.send('webhooks.deliver', data, { key, after })`;
 *      `key` keeps one waiting job per key (sending again while one waits does nothing) on a queue whose
 *      definition has `policy: 'short'` or `'stately'` (a `standard` queue ignores it), `after` delays it.
 *      For work on a clock, give the definition a `cron` ('*\/10 * * * *', UTC): it is sent once per tick across
 *      all instances; `atStart: true` sends it once more when an instance starts (catching up after a restart).
 *   4. Test it like chain-round.test.ts: send, then wait until what the job does can be observed.
 */
export { defineJob, type JobDefinition, JobQueue, type QueueStatus, type SendOptions } from './job-queue';
