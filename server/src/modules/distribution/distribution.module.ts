import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import type { DomainEvents } from '../../events/domain-event-bus';
import type { JobQueue } from '../jobs/jobs.module';
import { distributionRoutes } from './distribution.routes';
import { DistributionService } from './distribution.service';
import { SETTLE_JOB, settleJob, settleKey, sweepJob } from './distribution-jobs';
import { PayoutExports } from './payout-exports';
import { type BlockSource, Settlement } from './settlement';

/**
 * The distribution module's one door (issue 38): how a quest's pool is paid — first come (claims), equal split,
 * raffle or top N — and the settlement that pays the pooled modes at the quest's end, as a durable job, through
 * `ledger.payMany`. It hears 'quest.ended' (settle now) and 'quest.published' (settle at the end time); a sweep
 * catches quests that ended by their clock.
 */
export function distributionModule(
  ctx: Pick<AppContext, 'db'>,
  uses: { jobs: JobQueue; events: DomainEvents; blocks: BlockSource },
) {
  const distribution = new DistributionService(ctx.db);
  const settlement = new Settlement(ctx.db, uses.blocks, uses.events);
  const payouts = new PayoutExports(ctx.db);
  uses.jobs.register(settleJob(settlement, uses.jobs));
  uses.jobs.register(sweepJob(ctx.db, uses.jobs));
  uses.events.afterCommit('quest.ended', async ({ questId }) => {
    if (await distribution.paysAtEnd(questId))
      await uses.jobs.send(SETTLE_JOB, { questId }, { key: settleKey(questId) });
  });
  uses.events.afterCommit('quest.published', async ({ questId }) => {
    const endAt = await distribution.pooledEnd(questId);
    // A key of its own: an owner who ends the quest early never waits behind this job.
    if (endAt) await uses.jobs.send(SETTLE_JOB, { questId }, { key: `at:${questId}`, after: endAt });
  });
  return {
    distribution,
    settlement,
    routes: (app: FastifyInstance) => distributionRoutes(app, { distribution, payouts }),
  };
}

export type { DistributionService } from './distribution.service';
export type { BlockSource } from './settlement';
