import { authApi, sessionsApi } from '@questboard/contract/auth';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { route } from '../../http/route';
import { unauthorized } from '../../lib/app-error';
import type { Services } from '../../services';

export function authRoutes(app: FastifyInstance, ctx: AppContext, { sessions }: Services): void {
  route(app, ctx, authApi.refresh, ({ body }) => sessions.refresh(body.refreshToken));
  route(app, ctx, authApi.logout, async ({ sessionId, body }) => {
    const target =
      sessionId ?? (body?.refreshToken ? await sessions.sessionOfRefreshToken(body.refreshToken) : undefined);
    if (!target) throw unauthorized('There is no session to end.');
    await sessions.revoke(target);
    return { ok: true as const };
  });
  route(app, ctx, sessionsApi.list, async ({ user, sessionId }) => ({
    items: await sessions.listOf(user.id, sessionId),
  }));
  route(app, ctx, sessionsApi.revoke, async ({ user, params }) => {
    await sessions.revokeOwn(user.id, params.id);
    return { ok: true as const };
  });
  route(app, ctx, sessionsApi.revokeAll, async ({ user }) => {
    await sessions.revokeAllOf(user.id);
    return { ok: true as const };
  });
}
