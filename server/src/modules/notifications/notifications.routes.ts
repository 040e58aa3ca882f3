import { notificationsApi } from '@questboard/contract/notifications';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { route } from '../../http/route';
import type { Services } from '../../services';

export function notificationsRoutes(app: FastifyInstance, ctx: AppContext, { notifications }: Services): void {
  route(app, ctx, notificationsApi.list, ({ user, query }) => notifications.list(user.id, query));
  route(app, ctx, notificationsApi.markRead, ({ user, body }) => notifications.markRead(user.id, body.ids));
}
