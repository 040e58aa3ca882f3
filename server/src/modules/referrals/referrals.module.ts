import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import type { DomainEvents } from '../../events/domain-event-bus';
import type { XpService } from '../xp/xp.module';
import { ReferralBonusService } from './referral-bonus.service';
import { payReferralBonusesOnRewardsPaid } from './referral-bonus-payments';
import { countReferralsOnRewardsPaid, recordReferral } from './referral-recording';
import { referralsRoutes } from './referrals.routes';
import { ReferralsService } from './referrals.service';

/**
 * The referrals module's one door: each person's referral link, who brought whom (recorded in the transaction that
 * makes the new account, 'account.created'), counting a referral with the referrer's XP in the transaction that pays
 * the referred person's first reward ('rewards.paid'), a first-come quest's referral bonus paid from its escrow to the
 * referrer with each referred person's reward (same transaction), and a quest's referral trees for its owner
 * (docs/referrals.md).
 */
export function referralsModule(
  ctx: Pick<AppContext, 'db'>,
  uses: { events: DomainEvents; xp: Pick<XpService, 'earnedFrom'> },
) {
  const referrals = new ReferralsService(ctx.db, uses.xp);
  const bonuses = new ReferralBonusService(ctx.db);
  uses.events.inTransaction('account.created', recordReferral);
  uses.events.inTransaction('rewards.paid', countReferralsOnRewardsPaid);
  uses.events.inTransaction('rewards.paid', payReferralBonusesOnRewardsPaid(uses.events));
  return { referrals, bonuses, routes: (app: FastifyInstance) => referralsRoutes(app, { referrals, bonuses }) };
}

export type { ReferralsService } from './referrals.service';
