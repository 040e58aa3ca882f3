import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import type { DomainEvents } from '../../events/domain-event-bus';
import { authRoutes } from './auth.routes';
import { SessionsService } from './sessions.service';
import { type KeyCallerLookup, resolveViewer } from './viewer';

/** The auth module's one door: sign-in sessions (rotating refresh tokens) and who is asking on each request. */
export function authModule(
  ctx: Pick<AppContext, 'db' | 'accessTokens' | 'config'>,
  uses: { events: DomainEvents; keyCallers?: KeyCallerLookup },
) {
  const sessions = new SessionsService(ctx.db, ctx.accessTokens, uses.events, ctx.config.sessions);
  const deps = { db: ctx.db, accessTokens: ctx.accessTokens, keyCallers: uses.keyCallers };
  return {
    sessions,
    viewerOf: (request: FastifyRequest, mode: 'required' | 'optional') => resolveViewer(request, deps, mode),
    routes: (app: FastifyInstance) => authRoutes(app, { sessions }),
  };
}

export type { SessionsService } from './sessions.service';
export { type KeyCallerLookup, sessionOfToken } from './viewer';
