import { xpApi } from '@questboard/contract/xp';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route';
import type { XpService } from './xp.service';

export function xpRoutes(app: FastifyInstance, { xp }: { xp: XpService }): void {
  route(app, xpApi.mine, ({ user }) => xp.mine(user.id));
  route(app, xpApi.leaderboard, ({ user, query }) => xp.leaderboard(user?.id ?? null, query));
}
