import type { Database } from '../../db/client';
import { defineJob, type JobQueue } from '../jobs/jobs.module';
import type { SeasonPayout } from './season-payout';
import { endedUnsettled } from './seasons.repository';

export const SEASON_PAYOUT_JOB = 'seasons.payout';
const SWEEP_MAX = 500;

/** One waiting payout job per season (the queue's `short` policy): the publish's job and the sweep's merge. */
export const payoutKey = (seasonId: string) => `season:${seasonId}`;

/**
 * Pays one season's pool at its end (season-payout.ts: safe to run again, pays once). Sent when the season is
 * published, to run at its end; one that runs early (clocks apart) asks again 5 s later; a failure is retried.
 */
export const payoutJob = (payout: SeasonPayout, jobs: JobQueue) =>
  defineJob<{ seasonId: string }>({
    name: SEASON_PAYOUT_JOB,
    policy: 'short',
    retry: { limit: 30, delaySeconds: 5, backoff: false },
    expireInSeconds: 120,
    run: async ({ seasonId }) => {
      if ((await payout.settle(seasonId)) === 'NOT_YET') {
        await jobs.send(SEASON_PAYOUT_JOB, { seasonId }, { key: payoutKey(seasonId), after: 5 });
      }
    },
  });

/**
 * Every minute, once across instances, and when an instance starts (a server killed mid-payout, or whose job was
 * lost, pays on restart): published seasons that ended unpaid get their payout job, unless one already waits.
 */
export const seasonSweepJob = (db: Database, jobs: JobQueue) =>
  defineJob({
    name: 'seasons.sweep',
    cron: '* * * * *',
    atStart: true,
    retry: { limit: 1, delaySeconds: 30 },
    run: async () => {
      for (const seasonId of await endedUnsettled(db, SWEEP_MAX)) {
        await jobs.send(SEASON_PAYOUT_JOB, { seasonId }, { key: payoutKey(seasonId) });
      }
    },
  });
