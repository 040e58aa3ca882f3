import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import type { QuestListsService } from '../quests/quests.module';
import { searchRoutes } from './search.routes';
import { SearchService } from './search.service';

/** The search module's one door: the header's search, its suggestions and each user's recent searches. */
export function searchModule(ctx: Pick<AppContext, 'db'>, uses: { questLists: QuestListsService }) {
  const search = new SearchService(ctx.db, uses.questLists);
  return { search, routes: (app: FastifyInstance) => searchRoutes(app, { search }) };
}
