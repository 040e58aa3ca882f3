import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import type { QuestsService } from '../quests/quests.module';
import { tasksRoutes } from './tasks.routes';
import { TasksService } from './tasks.service';

/** The tasks module's one door: the tasks of a quest, as its owner writes them. */
export function tasksModule(ctx: Pick<AppContext, 'db'>, uses: { quests: QuestsService }) {
  const tasks = new TasksService(ctx.db, uses.quests);
  return { tasks, routes: (app: FastifyInstance) => tasksRoutes(app, { tasks }) };
}
