import { authApi, sessionsApi } from '@questboard/contract/auth';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route';
import { unauthorized } from '../../lib/app-error';
import type { SessionsService } from './sessions.service';

export function authRoutes(app: FastifyInstance, { sessions }: { sessions: SessionsService }): void {
  route(app, authApi.refresh, ({ body }) => sessions.refresh(body.refreshToken));
  route(app, authApi.logout, async ({ viewer, body }) => {
    const target =
      viewer.sessionId ?? (body?.refreshToken ? await sessions.sessionOfRefreshToken(body.refreshToken) : undefined);
    if (!target) throw unauthorized('There is no session to end.');
    await sessions.revoke(target);
    return { ok: true as const };
  });
  route(app, sessionsApi.list, async ({ viewer }) => ({
    items: await sessions.listOf(viewer.user.id, viewer.sessionId),
  }));
  route(app, sessionsApi.revoke, async ({ user, params }) => {
    await sessions.revokeOwn(user.id, params.id);
    return { ok: true as const };
  });
  route(app, sessionsApi.revokeAll, async ({ user }) => {
    await sessions.revokeAllOf(user.id);
    return { ok: true as const };
  });
}
