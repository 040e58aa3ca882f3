import { stakingApi } from '@questboard/contract/staking';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { route } from '../../http/route';
import type { Services } from '../../services';

/** An `Idempotency-Key` header, when a client sends one (trimmed, at most 200 characters). */
function idempotencyKey(headers: Record<string, unknown>): string | undefined {
  const value = headers['idempotency-key'];
  return typeof value === 'string' && value.trim() ? value.trim().slice(0, 200) : undefined;
}

export function stakingRoutes(app: FastifyInstance, ctx: AppContext, { staking }: Services): void {
  route(app, ctx, stakingApi.configInformation, () => staking.configInformation());
  route(app, ctx, stakingApi.masterChefConfig, () => staking.masterChefConfig());
  route(app, ctx, stakingApi.userData, ({ currentUser }) => staking.userData(currentUser().id));
  route(app, ctx, stakingApi.deposit, ({ currentUser, body, request }) =>
    staking.deposit(currentUser().id, body, idempotencyKey(request.headers)),
  );
  route(app, ctx, stakingApi.withdraw, ({ currentUser, body, request }) =>
    staking.withdraw(currentUser().id, body, idempotencyKey(request.headers)),
  );
  route(app, ctx, stakingApi.unlock, ({ currentUser, body, request }) =>
    staking.unlock(currentUser().id, body?.preview, idempotencyKey(request.headers)),
  );
}
