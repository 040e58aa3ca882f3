import type { Database } from '../../db/client';
import { defineJob, type JobQueue } from '../jobs/jobs.module';
import { endedUnsettled } from './distribution.repository';
import type { Settlement } from './settlement';

export const SETTLE_JOB = 'distribution.settle';
/** How long a raffle waits before asking again whether its block was mined (the development chain mines one a second). */
const BLOCK_POLL_SECONDS = 1;
const SWEEP_MAX = 500;

/**
 * The key of a quest's settlement chain: one waiting job per quest (the queue's `short` policy), so the end event,
 * the sweep and a raffle's re-asking merge into one chain instead of each polling the chain on its own.
 */
export const settleKey = (questId: string) => `settle:${questId}`;

/**
 * Settles one quest's pool (docs/distribution.md). Safe to run again: the settlement checks its state under a lock and
 * pays under one ledger key per payee. A raffle that froze its list, or waits for its block, asks again a second
 * later; a failure (the chain or the database out of reach) is retried every 2 s for a minute, then left to the sweep.
 */
export const settleJob = (settlement: Settlement, jobs: JobQueue) =>
  defineJob<{ questId: string }>({
    name: SETTLE_JOB,
    policy: 'short',
    retry: { limit: 30, delaySeconds: 2, backoff: false },
    // A settlement takes seconds (bench:distribution); one still active after 2 minutes lost its instance.
    expireInSeconds: 120,
    run: async ({ questId }) => {
      const outcome = await settlement.settle(questId);
      if (outcome === 'WAITING') {
        await jobs.send(SETTLE_JOB, { questId }, { key: settleKey(questId), after: BLOCK_POLL_SECONDS });
      }
    },
  });

/**
 * Every minute, once across instances, and at once when an instance starts (a server killed mid-settlement resumes
 * it on restart): quests that ended (by their end time, which no event announces, or while a job was lost) and whose
 * pool is not settled get their settlement job, unless one already waits.
 */
export const sweepJob = (db: Database, jobs: JobQueue) =>
  defineJob({
    name: 'distribution.sweep',
    cron: '* * * * *',
    atStart: true,
    retry: { limit: 1, delaySeconds: 30 },
    run: async () => {
      for (const questId of await endedUnsettled(db, SWEEP_MAX)) {
        await jobs.send(SETTLE_JOB, { questId }, { key: settleKey(questId) });
      }
    },
  });
