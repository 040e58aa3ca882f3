import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { stakingRoutes } from './staking.routes';
import { StakingService } from './staking.service';
import { stakingParams } from './staking-params';

/** The staking module's one door: pools, stakes, rewards and the operator's commands. */
export function stakingModule(ctx: AppContext) {
  const staking = new StakingService(ctx.db, stakingParams(ctx.config.staking));
  return { staking, routes: (app: FastifyInstance) => stakingRoutes(app, { staking }) };
}

export { StakingService } from './staking.service';
export { StakingOperator } from './staking-operator';
export { stakingParams } from './staking-params';
