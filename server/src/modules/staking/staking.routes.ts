import { stakingApi } from '@questboard/contract/staking';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route';
import type { StakingService } from './staking.service';

/** An `Idempotency-Key` header, when a client sends one (trimmed, at most 200 characters). */
function idempotencyKey(headers: Record<string, unknown>): string | undefined {
  const value = headers['idempotency-key'];
  return typeof value === 'string' && value.trim() ? value.trim().slice(0, 200) : undefined;
}

export function stakingRoutes(app: FastifyInstance, { staking }: { staking: StakingService }): void {
  route(app, stakingApi.configInformation, () => staking.configInformation());
  route(app, stakingApi.masterChefConfig, () => staking.masterChefConfig());
  route(app, stakingApi.userData, ({ user }) => staking.userData(user.id));
  route(app, stakingApi.deposit, ({ user, body, request }) =>
    staking.deposit(user.id, body, idempotencyKey(request.headers)),
  );
  route(app, stakingApi.withdraw, ({ user, body, request }) =>
    staking.withdraw(user.id, body, idempotencyKey(request.headers)),
  );
  route(app, stakingApi.unlock, ({ user, body, request }) =>
    staking.unlock(user.id, body?.preview, idempotencyKey(request.headers)),
  );
}
