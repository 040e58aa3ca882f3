import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/client';
import type { Executor } from '../../db/executor';
import { type UserRow, users } from '../../db/schema/users';
import type { ServerLanguage } from '../../i18n/i18n';
import { requestLanguage } from '../../i18n/request-language';
import type { AccessTokens } from '../../lib/access-tokens';
import { unauthorized } from '../../lib/app-error';
import { type ApiKeyCaller, type Viewer, viewerOf } from '../../lib/viewer';
import { SessionLookups } from './session-lookups';

function bearerOf(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : '';
}

const lookups = new WeakMap<Database, SessionLookups>();

/** The user and session of a valid access token whose session is still open, else null. */
export async function sessionOfToken(
  token: string,
  deps: { db: Database; accessTokens: AccessTokens },
): Promise<{ user: UserRow; sessionId: string; expiresAt: number } | null> {
  const claims = token ? await deps.accessTokens.verify(token) : null;
  if (!claims) return null;
  let lookup = lookups.get(deps.db);
  if (!lookup) {
    lookup = new SessionLookups(deps.db);
    lookups.set(deps.db, lookup);
  }
  const user = await lookup.find(claims.sessionId, claims.userId);
  return user ? { user, sessionId: claims.sessionId, expiresAt: claims.expiresAt } : null;
}

/** Remembers the language a signed-in person uses, when it changed (one write per change, not per request). */
async function rememberLanguage(db: Executor, user: UserRow, language: ServerLanguage) {
  if (user.language === language) return;
  await db.update(users).set({ language }).where(eq(users.id, user.id));
  user.language = language;
}

/** Who a brand's API key (`qb_…`) is: its brand's owner acting through it, or null when unknown, revoked or expired. */
export interface KeyCallerLookup {
  resolve(token: string): Promise<{ user: UserRow; apiKey: ApiKeyCaller } | null>;
}

/**
 * Who is calling: the user of a valid access token whose session is still open, a brand's API key (acting as its
 * brand's owner: every owner check applies, and the route keeps it to its brand), else a guest. A key that does not
 * work answers 401 even where guests are welcome, so an integration learns at once that its key is wrong.
 */
export async function resolveViewer(
  request: FastifyRequest,
  deps: { db: Database; accessTokens: AccessTokens; keyCallers?: KeyCallerLookup },
  mode: 'required' | 'optional',
): Promise<Viewer> {
  const token = bearerOf(request);
  if (token === undefined) {
    if (mode === 'required') throw unauthorized();
    return viewerOf(null, null);
  }
  if (deps.keyCallers && token.startsWith('qb_')) {
    const caller = await deps.keyCallers.resolve(token);
    if (!caller) throw unauthorized('This API key is not valid, or was revoked or expired.', 'API_KEY_INVALID');
    return viewerOf(caller.user, null, caller.apiKey);
  }
  const session = await sessionOfToken(token, deps);
  if (!session) {
    if (mode === 'required') throw unauthorized('Your session has expired. Sign in again.');
    return viewerOf(null, null);
  }
  const asked = request.headers['x-lang'];
  if (asked) await rememberLanguage(deps.db, session.user, requestLanguage(request.headers));
  return viewerOf(session.user, session.sessionId);
}
