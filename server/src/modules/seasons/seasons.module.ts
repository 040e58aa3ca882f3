import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import type { JobQueue } from '../jobs/jobs.module';
import { payoutJob, payoutKey, SEASON_PAYOUT_JOB, seasonSweepJob } from './season-jobs';
import { type PrizeNotices, SeasonPayout } from './season-payout';
import { SeasonPayoutExports } from './season-payout-exports';
import { seasonsRoutes } from './seasons.routes';
import { SeasonsService } from './seasons.service';

/**
 * The seasons module's one door (issue 37 item 3, issue 38 item 5): a brand's seasons (a window and its quests),
 * their boards (season and brand, read from the XP ledger's entries), and the season pool: funded from the owner's
 * balance when published, paid at the end by a durable job (top N by a prize table, or in proportion to XP) through
 * the ledger, exactly once.
 */
export function seasonsModule(ctx: Pick<AppContext, 'db'>, uses: { jobs: JobQueue; notices: PrizeNotices }) {
  const payout = new SeasonPayout(ctx.db, uses.notices);
  uses.jobs.register(payoutJob(payout, uses.jobs));
  uses.jobs.register(seasonSweepJob(ctx.db, uses.jobs));
  // A key of its own: the sweep's job for this season never waits behind the one due at its end.
  const seasons = new SeasonsService(ctx.db, async ({ id, endAt }) => {
    await uses.jobs.send(SEASON_PAYOUT_JOB, { seasonId: id }, { key: `at:${payoutKey(id)}`, after: endAt });
  });
  const payouts = new SeasonPayoutExports(ctx.db);
  return { seasons, payout, routes: (app: FastifyInstance) => seasonsRoutes(app, { seasons, payouts }) };
}

export type { SeasonPayout } from './season-payout';
export type { SeasonsService } from './seasons.service';
