import { randomUUID } from 'node:crypto';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { Database } from '../../db/client';
import { type ChatMessageRow, chatMessages } from '../../db/schema/chat';

interface Waiting {
  values: { id: string; roomId: string; senderId: string; body: string };
  resolve(row: ChatMessageRow): void;
  reject(error: unknown): void;
}

const BATCH_MAX = 500;

/**
 * Stores messages with group commit: while one INSERT is under way, the messages that arrive wait and go
 * together in the next one. An idle server writes each message at once (no added delay); a busy one writes
 * many rows per statement and commit, which is what lets one instance keep up with a thousand chatting clients.
 */
export class MessageWriter {
  private queue: Waiting[] = [];
  private writing = false;

  constructor(private readonly db: Database) {}

  write(roomId: string, senderId: string, body: string): Promise<ChatMessageRow> {
    return new Promise((resolve, reject) => {
      this.queue.push({ values: { id: randomUUID(), roomId, senderId, body }, resolve, reject });
      if (!this.writing) void this.drain();
    });
  }

  private async drain(): Promise<void> {
    this.writing = true;
    try {
      while (this.queue.length > 0) {
        // The messages of every socket read in this turn of the event loop go together (see ClaimWriter: on
        // PGlite a statement would otherwise run to its end before the next message was even read).
        await nextTurn();
        const batch = this.queue.splice(0, BATCH_MAX);
        await this.insert(batch);
      }
    } finally {
      this.writing = false;
    }
  }

  private async insert(batch: Waiting[]): Promise<void> {
    try {
      const rows = await this.db
        .insert(chatMessages)
        .values(batch.map((w) => w.values))
        .returning();
      const byId = new Map(rows.map((row) => [row.id, row]));
      for (const waiting of batch) {
        const row = byId.get(waiting.values.id);
        if (row) waiting.resolve(row);
        else waiting.reject(new Error('message not stored'));
      }
    } catch (error) {
      // One bad row (say, its room was deleted) must not lose the others: write them one by one.
      if (batch.length === 1) batch[0]?.reject(error);
      else for (const waiting of batch) await this.insert([waiting]);
    }
  }
}
