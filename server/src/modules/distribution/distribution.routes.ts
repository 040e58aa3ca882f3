import { distributionApi } from '@questboard/contract/distribution';
import { exportsApi } from '@questboard/contract/exports';
import type { FastifyInstance } from 'fastify';
import { csvFile } from '../../http/csv-file';
import { route } from '../../http/route';
import type { DistributionService } from './distribution.service';
import type { PayoutExports } from './payout-exports';

export function distributionRoutes(
  app: FastifyInstance,
  { distribution, payouts }: { distribution: DistributionService; payouts: PayoutExports },
): void {
  route(app, distributionApi.get, ({ user, ability, params }) => distribution.get({ user, ability }, params.id));
  route(app, distributionApi.set, ({ user, ability, params, body }) =>
    distribution.set({ user, ability }, params.id, body),
  );
  route(app, distributionApi.eligible, ({ user, ability, params }) =>
    distribution.eligible({ user, ability }, params.id),
  );
  route(app, exportsApi.payouts, async ({ user, ability, params, reply }) =>
    csvFile(reply, `quest-${params.id}-payouts.csv`, await payouts.csv({ user, ability }, params.id)),
  );
}
