import { referralsApi } from '@questboard/contract/referrals';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route';
import type { ReferralBonusService } from './referral-bonus.service';
import type { ReferralsService } from './referrals.service';

export function referralsRoutes(
  app: FastifyInstance,
  { referrals, bonuses }: { referrals: ReferralsService; bonuses: ReferralBonusService },
): void {
  route(app, referralsApi.mine, ({ user }) => referrals.mine(user.id));
  route(app, referralsApi.ofQuest, ({ viewer, params, query }) => referrals.ofQuest(viewer, params.id, query));
  route(app, referralsApi.bonus, ({ viewer, params }) => bonuses.get(viewer, params.id));
  route(app, referralsApi.setBonus, ({ viewer, params, body }) => bonuses.set(viewer, params.id, body));
}
