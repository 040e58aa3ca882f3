import type { ActiveSession } from '@questboard/contract/auth';
import { ACCESS_TOKEN_TTL_SECONDS } from '@questboard/contract/constants';
import { ERROR_CODES } from '@questboard/contract/errors';
import type { Tokens } from '@questboard/contract/users';
import { and, desc, eq, gt, isNull, ne } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { Executor } from '../../db/executor';
import { authSessions, refreshTokens } from '../../db/schema/sessions';
import { DomainEvents } from '../../events/domain-event-bus';
import type { AccessTokens } from '../../lib/access-tokens';
import { notFound, unauthorized } from '../../lib/app-error';
import { randomToken, sha256 } from '../../lib/secrets';

type RefreshOutcome = { ok: true; tokens: Tokens } | { ok: false; reused?: string };
/** Told which sessions just ended, so live connections of those sessions close too. */
/** Where a session signed in from. */
export interface SessionClient {
  ip?: string;
  userAgent?: string;
}
/** A session ends `maxAgeSeconds` after sign-in whatever happens, or after `idleSeconds` without a refresh. */
export interface SessionLifetimes {
  maxAgeSeconds: number;
  idleSeconds: number;
}

const DEFAULT_LIFETIMES: SessionLifetimes = { maxAgeSeconds: 90 * 86_400, idleSeconds: 30 * 86_400 };

/**
 * A refresh token that comes back this soon after its first use is taken as a refresh whose answer was lost (the
 * page navigated or closed while it was in flight) or as a second tab refreshing at the same moment: it gets new
 * tokens instead of ending the session. Any later use is a replay and ends the session.
 */
export const REFRESH_REUSE_GRACE_MS = 20_000;

/** Signed-in sessions: an access token plus a rotating refresh token family per sign-in. */
export class SessionsService {
  constructor(
    private readonly db: Database,
    private readonly accessTokens: AccessTokens,
    private readonly events: Pick<DomainEvents, 'committed'> = DomainEvents.none(),
    readonly lifetimes: SessionLifetimes = DEFAULT_LIFETIMES,
  ) {}

  /** Opens a new session for the user and answers its first tokens. */
  async open(userId: string, db: Executor = this.db, client: SessionClient = {}): Promise<Tokens> {
    const [session] = await db
      .insert(authSessions)
      .values({ userId, ip: client.ip ?? null, userAgent: client.userAgent ?? null })
      .returning({ id: authSessions.id, createdAt: authSessions.createdAt });
    if (!session) throw new Error('session insert returned no row');
    return this.issue(db, userId, session.id, session.createdAt);
  }

  /** Whether the user has signed in from this address within the session lifetime (a known address). */
  async isKnownAddress(userId: string, ip: string): Promise<boolean> {
    const since = new Date(Date.now() - this.lifetimes.maxAgeSeconds * 1000);
    const [row] = await this.db
      .select({ id: authSessions.id })
      .from(authSessions)
      .where(and(eq(authSessions.userId, userId), eq(authSessions.ip, ip), gt(authSessions.createdAt, since)))
      .limit(1);
    return row !== undefined;
  }

  /**
   * Swaps a refresh token for new tokens. A token used again after the grace window revokes its whole session (401);
   * within it, the second use gets tokens of its own (the session's other tokens stay valid).
   */
  async refresh(refreshToken: string): Promise<Tokens> {
    const outcome = await this.db.transaction(async (tx): Promise<RefreshOutcome> => {
      const [row] = await tx
        .select({ token: refreshTokens, session: authSessions })
        .from(refreshTokens)
        .innerJoin(authSessions, eq(authSessions.id, refreshTokens.sessionId))
        .where(eq(refreshTokens.tokenHash, sha256(refreshToken)))
        .limit(1);
      const now = new Date();
      if (!row || row.session.revokedAt || row.token.expiresAt < now || this.endOf(row.session.createdAt) < now) {
        return { ok: false };
      }
      const claimed = await tx
        .update(refreshTokens)
        .set({ usedAt: new Date() })
        .where(and(eq(refreshTokens.id, row.token.id), isNull(refreshTokens.usedAt)))
        .returning({ id: refreshTokens.id });
      // Read as unused but claimed by someone else: a concurrent refresh used it this very moment.
      const firstUse = row.token.usedAt ?? now;
      if (claimed.length === 0 && now.getTime() - firstUse.getTime() > REFRESH_REUSE_GRACE_MS) {
        await tx.update(authSessions).set({ revokedAt: new Date() }).where(eq(authSessions.id, row.session.id));
        return { ok: false, reused: row.session.id };
      }
      await tx.update(authSessions).set({ lastUsedAt: now }).where(eq(authSessions.id, row.session.id));
      return { ok: true, tokens: await this.issue(tx, row.session.userId, row.session.id, row.session.createdAt) };
    });
    if (outcome.ok) return outcome.tokens;
    if (outcome.reused) await this.events.committed('sessions.ended', { sessionIds: [outcome.reused] });
    throw outcome.reused
      ? unauthorized(
          'This sign-in was used elsewhere and has been ended. Sign in again.',
          ERROR_CODES.REFRESH_TOKEN_REUSED,
        )
      : unauthorized('Your session has ended. Sign in again.', ERROR_CODES.INVALID_REFRESH_TOKEN);
  }

  /** Ends one session; its access and refresh tokens stop working at once. */
  async revoke(sessionId: string): Promise<void> {
    const ended = await this.db
      .update(authSessions)
      .set({ revokedAt: new Date() })
      .where(and(eq(authSessions.id, sessionId), isNull(authSessions.revokedAt)))
      .returning({ id: authSessions.id });
    await this.events.committed('sessions.ended', { sessionIds: ended.map((session) => session.id) });
  }

  /** The session a refresh token belongs to, if any. */
  async sessionOfRefreshToken(refreshToken: string): Promise<string | undefined> {
    const [row] = await this.db
      .select({ sessionId: refreshTokens.sessionId })
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, sha256(refreshToken)))
      .limit(1);
    return row?.sessionId;
  }

  /**
   * Ends every session of the user except, optionally, the one in use. Inside a transaction that later rolls
   * back, the sessions' sockets are closed anyway; they reconnect with their still-valid tokens.
   */
  async revokeAllOf(userId: string, exceptSessionId?: string, db: Executor = this.db): Promise<void> {
    const open = and(eq(authSessions.userId, userId), isNull(authSessions.revokedAt));
    const ended = await db
      .update(authSessions)
      .set({ revokedAt: new Date() })
      .where(exceptSessionId ? and(open, ne(authSessions.id, exceptSessionId)) : open)
      .returning({ id: authSessions.id });
    await this.events.committed('sessions.ended', { sessionIds: ended.map((session) => session.id) });
  }

  /** The user's open sessions (not revoked, not past their absolute or idle limit), most recently used first. */
  async listOf(userId: string, currentSessionId: string | null): Promise<ActiveSession[]> {
    const now = Date.now();
    const rows = await this.db
      .select()
      .from(authSessions)
      .where(
        and(
          eq(authSessions.userId, userId),
          isNull(authSessions.revokedAt),
          gt(authSessions.createdAt, new Date(now - this.lifetimes.maxAgeSeconds * 1000)),
          gt(authSessions.lastUsedAt, new Date(now - this.lifetimes.idleSeconds * 1000)),
        ),
      )
      .orderBy(desc(authSessions.lastUsedAt), desc(authSessions.createdAt))
      .limit(100);
    return rows.map((row) => ({
      id: row.id,
      createdAt: row.createdAt.toISOString(),
      lastUsedAt: row.lastUsedAt.toISOString(),
      expiresAt: this.endOf(row.createdAt).toISOString(),
      ip: row.ip,
      userAgent: row.userAgent,
      current: row.id === currentSessionId,
    }));
  }

  /** Ends one session of the user; another user's session id answers 404 like an unknown one. */
  async revokeOwn(userId: string, sessionId: string): Promise<void> {
    const ended = await this.db
      .update(authSessions)
      .set({ revokedAt: new Date() })
      .where(and(eq(authSessions.id, sessionId), eq(authSessions.userId, userId), isNull(authSessions.revokedAt)))
      .returning({ id: authSessions.id });
    if (ended.length === 0) throw notFound('There is no such open session.');
    await this.events.committed('sessions.ended', { sessionIds: ended.map((session) => session.id) });
  }

  /** When a session that signed in at `createdAt` ends at the latest. */
  endOf(createdAt: Date): Date {
    return new Date(createdAt.getTime() + this.lifetimes.maxAgeSeconds * 1000);
  }

  private async issue(db: Executor, userId: string, sessionId: string, createdAt: Date): Promise<Tokens> {
    const refreshToken = randomToken();
    const idleEnd = Date.now() + this.lifetimes.idleSeconds * 1000;
    await db.insert(refreshTokens).values({
      sessionId,
      tokenHash: sha256(refreshToken),
      // Idle limit from now, never past the absolute end of the session.
      expiresAt: new Date(Math.min(idleEnd, this.endOf(createdAt).getTime())),
    });
    const accessToken = await this.accessTokens.sign({ userId, sessionId });
    return { accessToken, refreshToken, expiresIn: ACCESS_TOKEN_TTL_SECONDS };
  }
}
