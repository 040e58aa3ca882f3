import { type AppAbility, defineAbilityFor } from '@questboard/contract/permissions';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/client';
import type { UserRow } from '../../db/schema/users';
import { requestLanguage } from '../../i18n/request-language';
import type { AccessTokens } from '../../lib/access-tokens';
import { unauthorized } from '../../lib/app-error';
import { rememberLanguage } from '../users/user-language';
import { SessionLookups } from './session-lookups';

export interface Viewer {
  user: UserRow | null;
  sessionId: string | null;
  /** Spec §6 rules for this viewer, built on first use. */
  readonly ability: AppAbility;
}

function viewer(user: UserRow | null, sessionId: string | null): Viewer {
  let ability: AppAbility | undefined;
  return {
    user,
    sessionId,
    get ability() {
      ability ??= defineAbilityFor(user);
      return ability;
    },
  };
}

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

/** Who is calling: the user of a valid access token whose session is still open, else a guest. */
export async function resolveViewer(
  request: FastifyRequest,
  deps: { db: Database; accessTokens: AccessTokens },
  mode: 'required' | 'optional',
): Promise<Viewer> {
  const token = bearerOf(request);
  if (token === undefined) {
    if (mode === 'required') throw unauthorized();
    return viewer(null, null);
  }
  const session = await sessionOfToken(token, deps);
  if (!session) {
    if (mode === 'required') throw unauthorized('Your session has expired. Sign in again.');
    return viewer(null, null);
  }
  const asked = request.headers['x-lang'];
  if (asked) await rememberLanguage(deps.db, session.user, requestLanguage(request.headers));
  return viewer(session.user, session.sessionId);
}
