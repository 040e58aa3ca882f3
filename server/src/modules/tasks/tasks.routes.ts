import { tasksApi } from '@questboard/contract/tasks';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route';
import type { TasksService } from './tasks.service';

export function tasksRoutes(app: FastifyInstance, { tasks }: { tasks: TasksService }): void {
  route(app, tasksApi.ofQuest, (input) => tasks.ofQuest(input.viewer, input.params.id));
  route(app, tasksApi.create, (input) => tasks.create(input.viewer, input.body));
  route(app, tasksApi.update, (input) => tasks.update(input.viewer, input.params.id, input.body));
  route(app, tasksApi.remove, async (input) => {
    await tasks.remove(input.viewer, input.params.id);
    return { ok: true as const };
  });
  route(app, tasksApi.reorder, (input) => tasks.reorder(input.viewer, input.params.questId, input.body.taskIds));
}
