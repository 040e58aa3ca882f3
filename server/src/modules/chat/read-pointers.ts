import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';

const FLUSH_AFTER_MS = 200;

/**
 * Read pointers of members who have a room open, moved in batches: a busy conversation would otherwise cost one
 * UPDATE per message. At most FLUSH_AFTER_MS later, one statement moves every pointer noted meanwhile.
 */
export class ReadPointers {
  private readonly due = new Map<string, { roomId: string; userId: string; seq: number }>();
  private timer?: NodeJS.Timeout;
  private flushing: Promise<void> = Promise.resolve();

  constructor(
    private readonly db: Database,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Notes that the member has read the room up to `seq`. */
  note(roomId: string, userId: string, seq: number): void {
    const key = `${roomId}:${userId}`;
    const seen = this.due.get(key);
    if (!seen || seen.seq < seq) this.due.set(key, { roomId, userId, seq });
    this.timer ??= setTimeout(() => {
      this.timer = undefined;
      this.flushing = this.flushing.then(() => this.flush());
    }, FLUSH_AFTER_MS);
  }

  /** Writes what is noted now (and waits for a flush under way). */
  async settle(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    this.flushing = this.flushing.then(() => this.flush());
    await this.flushing;
  }

  private async flush(): Promise<void> {
    const batch = [...this.due.values()];
    this.due.clear();
    if (batch.length === 0) return;
    const values = sql.join(
      batch.map((p) => sql`(${p.roomId}::uuid, ${p.userId}::uuid, ${p.seq}::bigint)`),
      sql`, `,
    );
    await this.db
      .execute(sql`update chat_members m set last_read_seq = greatest(m.last_read_seq, v.seq)
        from (values ${values}) as v(room_id, user_id, seq)
        where m.room_id = v.room_id and m.user_id = v.user_id`)
      .catch((err: unknown) => this.log.error({ err }, 'moving read pointers failed'));
  }
}
