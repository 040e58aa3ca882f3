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
  route(app, distributionApi.get, ({ viewer, params }) => distribution.get(viewer, params.id));
  route(app, distributionApi.set, ({ viewer, params, body }) => distribution.set(viewer, params.id, body));
  route(app, distributionApi.eligible, ({ viewer, params }) => distribution.eligible(viewer, params.id));
  route(app, exportsApi.payouts, async ({ viewer, params, reply }) =>
    csvFile(reply, `quest-${params.id}-payouts.csv`, await payouts.csv(viewer, params.id)),
  );
}
