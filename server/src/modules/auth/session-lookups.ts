import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { ReadBatches } from '../../db/read-batches';
import { authSessions } from '../../db/schema/sessions';
import { type UserRow, users } from '../../db/schema/users';
import { isUuid } from '../../db/uuid-list';

function prepareBatchLookup(db: Database) {
  return db
    .select({ sessionId: authSessions.id, user: users })
    .from(authSessions)
    .innerJoin(users, eq(users.id, authSessions.userId))
    .where(and(sql`${authSessions.id} = any(${sql.placeholder('sessionIds')}::uuid[])`, isNull(authSessions.revokedAt)))
    .prepare('viewers_by_sessions');
}

type Ask = { sessionId: string; userId: string };

/**
 * The user of each open session, looked up many at a time (ReadBatches): every authenticated request needs one.
 * Each still reads the session after its request arrived, so a revoked session is refused as before.
 */
export class SessionLookups {
  private readonly batches: ReadBatches<Ask, UserRow>;

  constructor(db: Database, maxInFlight?: number) {
    const query = prepareBatchLookup(db);
    this.batches = new ReadBatches(async (asks) => {
      const rows = await query.execute({ sessionIds: [...new Set(asks.map((a) => a.sessionId))] });
      const userOf = new Map(rows.map((row) => [row.sessionId, row.user]));
      return ({ sessionId, userId }) => {
        const user = userOf.get(sessionId);
        // A copy each: requests of one session in one batch must not share a row a handler might change.
        return user && user.id === userId ? { ...user } : undefined;
      };
    }, maxInFlight);
  }

  /** The user of this session if it is open and belongs to `userId`, else null. */
  async find(sessionId: string, userId: string): Promise<UserRow | null> {
    // Only a token we signed reaches here, but a malformed id must not fail the whole batch's uuid[] cast.
    if (!isUuid(sessionId)) return null;
    return (await this.batches.read({ sessionId: sessionId.toLowerCase(), userId: userId.toLowerCase() })) ?? null;
  }
}
