import { distributionApi } from '@questboard/contract/distribution';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route';
import type { DistributionService } from './distribution.service';

export function distributionRoutes(
  app: FastifyInstance,
  { distribution }: { distribution: DistributionService },
): void {
  route(app, distributionApi.get, ({ user, ability, params }) => distribution.get({ user, ability }, params.id));
  route(app, distributionApi.set, ({ user, ability, params, body }) =>
    distribution.set({ user, ability }, params.id, body),
  );
  route(app, distributionApi.eligible, ({ user, ability, params }) =>
    distribution.eligible({ user, ability }, params.id),
  );
}
