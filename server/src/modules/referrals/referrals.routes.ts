import { referralsApi } from '@questboard/contract/referrals';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route';
import type { ReferralsService } from './referrals.service';

export function referralsRoutes(app: FastifyInstance, { referrals }: { referrals: ReferralsService }): void {
  route(app, referralsApi.mine, ({ user }) => referrals.mine(user.id));
  route(app, referralsApi.ofQuest, ({ viewer, params, query }) => referrals.ofQuest(viewer, params.id, query));
}
