import { ACCESS_TOKEN_TTL_SECONDS, REFRESH_TOKEN_TTL_SECONDS } from '@questboard/contract/constants';
import { ERROR_CODES } from '@questboard/contract/errors';
import type { Tokens } from '@questboard/contract/users';
import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { Executor } from '../../db/executor';
import { authSessions, refreshTokens } from '../../db/schema/sessions';
import type { AccessTokens } from '../../lib/access-tokens';
import { unauthorized } from '../../lib/app-error';
import { randomToken, sha256 } from '../../lib/secrets';

type RefreshOutcome = { ok: true; tokens: Tokens } | { ok: false; reused?: string };
/** Told which sessions just ended, so live connections of those sessions close too. */
export type SessionsEnded = (sessionIds: string[]) => void;

/** Signed-in sessions: an access token plus a rotating refresh token family per sign-in. */
export class SessionsService {
  constructor(
    private readonly db: Database,
    private readonly accessTokens: AccessTokens,
    private readonly onEnded: SessionsEnded = () => undefined,
  ) {}

  /** Opens a new session for the user and answers its first tokens. */
  async open(userId: string, db: Executor = this.db): Promise<Tokens> {
    const [session] = await db.insert(authSessions).values({ userId }).returning({ id: authSessions.id });
    if (!session) throw new Error('session insert returned no row');
    return this.issue(db, userId, session.id);
  }

  /** Swaps a refresh token for new tokens; a token used twice revokes its whole session (401). */
  async refresh(refreshToken: string): Promise<Tokens> {
    const outcome = await this.db.transaction(async (tx): Promise<RefreshOutcome> => {
      const [row] = await tx
        .select({ token: refreshTokens, session: authSessions })
        .from(refreshTokens)
        .innerJoin(authSessions, eq(authSessions.id, refreshTokens.sessionId))
        .where(eq(refreshTokens.tokenHash, sha256(refreshToken)))
        .limit(1);
      if (!row || row.session.revokedAt || row.token.expiresAt < new Date()) return { ok: false };
      const claimed = await tx
        .update(refreshTokens)
        .set({ usedAt: new Date() })
        .where(and(eq(refreshTokens.id, row.token.id), isNull(refreshTokens.usedAt)))
        .returning({ id: refreshTokens.id });
      if (claimed.length === 0) {
        await tx.update(authSessions).set({ revokedAt: new Date() }).where(eq(authSessions.id, row.session.id));
        return { ok: false, reused: row.session.id };
      }
      return { ok: true, tokens: await this.issue(tx, row.session.userId, row.session.id) };
    });
    if (outcome.ok) return outcome.tokens;
    if (outcome.reused) this.onEnded([outcome.reused]);
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
    this.onEnded(ended.map((session) => session.id));
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
    this.onEnded(ended.map((session) => session.id));
  }

  private async issue(db: Executor, userId: string, sessionId: string): Promise<Tokens> {
    const refreshToken = randomToken();
    await db.insert(refreshTokens).values({
      sessionId,
      tokenHash: sha256(refreshToken),
      expiresAt: new Date(Date.now() + REFRESH_TOKEN_TTL_SECONDS * 1000),
    });
    const accessToken = await this.accessTokens.sign({ userId, sessionId });
    return { accessToken, refreshToken, expiresIn: ACCESS_TOKEN_TTL_SECONDS };
  }
}
