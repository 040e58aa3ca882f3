import { searchApi } from '@questboard/contract/search';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route';
import type { SearchService } from './search.service';

export function searchRoutes(app: FastifyInstance, { search }: { search: SearchService }): void {
  route(app, searchApi.guest, (input) => search.find(input.query.keyword, input.query.limit));
  route(app, searchApi.search, (input) =>
    search.findAndRemember(input.user.id, input.query.keyword, input.query.limit),
  );
  route(app, searchApi.histories, (input) => search.histories(input.user.id));
  route(app, searchApi.deleteHistory, (input) => search.forget(input.user.id, input.params.id));
  route(app, searchApi.clearHistories, (input) => search.clear(input.user.id));
}
