import { notificationsApi } from '@questboard/contract/notifications';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route';
import type { Services } from '../../services';

export function notificationsRoutes(app: FastifyInstance, { notifications }: Services): void {
  route(app, notificationsApi.list, ({ user, query, language }) => notifications.list(user.id, query, language));
  route(app, notificationsApi.markRead, ({ user, body }) => notifications.markRead(user.id, body.ids));
}
