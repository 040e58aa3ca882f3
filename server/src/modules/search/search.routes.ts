import { searchApi } from '@questboard/contract/search';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { route } from '../../http/route';
import type { Services } from '../../services';

export function searchRoutes(app: FastifyInstance, ctx: AppContext, { search }: Services): void {
  route(app, ctx, searchApi.guest, (input) => search.find(input, input.query.keyword, input.query.limit));
  route(app, ctx, searchApi.search, (input) =>
    search.findAndRemember(input, input.user.id, input.query.keyword, input.query.limit),
  );
  route(app, ctx, searchApi.histories, (input) => search.histories(input.user.id));
  route(app, ctx, searchApi.deleteHistory, (input) => search.forget(input.user.id, input.params.id));
  route(app, ctx, searchApi.clearHistories, (input) => search.clear(input.user.id));
}
