import { setImmediate as nextTurn } from 'node:timers/promises';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { authSessions } from '../../db/schema/sessions';
import { type UserRow, users } from '../../db/schema/users';

interface Waiting {
  sessionId: string;
  userId: string;
  resolve(user: UserRow | null): void;
  reject(error: unknown): void;
}

const BATCH_MAX = 500;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function prepareBatchLookup(db: Database) {
  return db
    .select({ sessionId: authSessions.id, user: users })
    .from(authSessions)
    .innerJoin(users, eq(users.id, authSessions.userId))
    .where(and(sql`${authSessions.id} = any(${sql.placeholder('sessionIds')}::uuid[])`, isNull(authSessions.revokedAt)))
    .prepare('viewers_by_sessions');
}

/**
 * The user of each open session, looked up many at a time: every authenticated request needs one, and under load
 * the round trip (socket writes, protocol parsing, pool) cost more than the query. A lookup starts at once while
 * fewer than `maxInFlight` run; the ones that arrive meanwhile go together in the next query. Each still reads
 * the session after its request arrived, so a revoked session is refused as before.
 */
export class SessionLookups {
  private readonly waiting: Waiting[] = [];
  private running = 0;
  private readonly query: ReturnType<typeof prepareBatchLookup>;

  constructor(
    db: Database,
    private readonly maxInFlight = 4,
  ) {
    this.query = prepareBatchLookup(db);
  }

  /** The user of this session if it is open and belongs to `userId`, else null. */
  find(sessionId: string, userId: string): Promise<UserRow | null> {
    // Only a token we signed reaches here, but a malformed id must not fail the whole batch's uuid[] cast.
    if (!UUID.test(sessionId)) return Promise.resolve(null);
    return new Promise((resolve, reject) => {
      this.waiting.push({ sessionId: sessionId.toLowerCase(), userId: userId.toLowerCase(), resolve, reject });
      if (this.running < this.maxInFlight) {
        this.running++;
        void this.drain();
      }
    });
  }

  private async drain(): Promise<void> {
    while (this.waiting.length > 0) {
      // The next turn of the event loop: the lookups of every request read in this turn go together (see ClaimWriter).
      await nextTurn();
      await this.run(this.waiting.splice(0, BATCH_MAX));
    }
    this.running--;
  }

  private async run(batch: Waiting[]): Promise<void> {
    let userOf: Map<string, UserRow>;
    try {
      const rows = await this.query.execute({ sessionIds: [...new Set(batch.map((w) => w.sessionId))] });
      userOf = new Map(rows.map((row) => [row.sessionId, row.user]));
    } catch (error) {
      for (const w of batch) w.reject(error);
      return;
    }
    for (const w of batch) {
      const user = userOf.get(w.sessionId);
      // A copy each: requests of one session in one batch must not share a row a handler might change.
      w.resolve(user && user.id === w.userId ? { ...user } : null);
    }
  }
}
