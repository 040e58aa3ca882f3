import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { AppealsService } from './appeals.service';
import { ClaimBurst } from './claim-burst';
import { eligibilityRoutes } from './eligibility.routes';
import { EligibilityService } from './eligibility.service';
import { RiskService } from './risk.service';
import { NO_READS, type RuleReads } from './rule-reads';
import type { Levels } from './viewer-facts';

/**
 * The eligibility module's one door (issue 41): a quest's rules of who may take part (verified e-mail, level, XP,
 * account age, completed quests, connected network, X followers, proven wallet, Discord member since, wallet age,
 * transactions and balance), each person's status on them, and
 * the check participation makes at start and at claim; appeals of a refused person, decided by the brand; each
 * participant's explainable risk score and the brand's maximum per quest; claims in bursts from one address slowed.
 */
export function eligibilityModule(
  ctx: Pick<AppContext, 'db' | 'config' | 'botCheck' | 'redis' | 'clock'>,
  uses: { levels: Levels; reads?: RuleReads },
) {
  const reads = uses.reads ?? NO_READS;
  const burst = new ClaimBurst(ctx.config.claimBurst, ctx.botCheck, ctx.redis);
  const eligibility = new EligibilityService(ctx.db, uses.levels, burst, () => ctx.clock.now(), reads);
  const risk = new RiskService(ctx.db, reads.wallets);
  const appeals = new AppealsService(ctx.db, eligibility, risk);
  return {
    eligibility,
    appeals,
    risk,
    routes: (app: FastifyInstance) => eligibilityRoutes(app, { eligibility, appeals, risk }),
  };
}

export type { EligibilityService } from './eligibility.service';
