import { exportsApi } from '@questboard/contract/exports';
import { seasonsApi } from '@questboard/contract/seasons';
import type { FastifyInstance } from 'fastify';
import { csvFile } from '../../http/csv-file';
import { route } from '../../http/route';
import type { SeasonPayoutExports } from './season-payout-exports';
import type { SeasonsService } from './seasons.service';

/** Seasons: the owner's create and publish, anyone's reads and boards, the owner's payouts file. */
export function seasonsRoutes(
  app: FastifyInstance,
  { seasons, payouts }: { seasons: SeasonsService; payouts: SeasonPayoutExports },
): void {
  route(app, seasonsApi.create, (input) => seasons.create(input.viewer, input.params.brandId, input.body));
  route(app, seasonsApi.publish, (input) => seasons.publish(input.viewer, input.params.id));
  route(app, seasonsApi.list, ({ user, params, query }) => seasons.list(user, params.brandId, query));
  route(app, seasonsApi.get, ({ user, params }) => seasons.get(user, params.id));
  route(app, seasonsApi.leaderboard, ({ user, params, query }) => seasons.leaderboard(user, params.id, query));
  route(app, seasonsApi.brandLeaderboard, ({ user, params, query }) =>
    seasons.brandLeaderboard(user, params.brandId, query),
  );
  route(app, exportsApi.seasonPayouts, async ({ viewer, params, reply }) =>
    csvFile(reply, `season-${params.id}-payouts.csv`, await payouts.csv(viewer, params.id)),
  );
}
