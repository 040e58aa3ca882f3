import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/executor';
import { type OAuthFlowRow, oauthFlows } from '../../db/schema/social';

export async function insertFlow(db: Executor, values: typeof oauthFlows.$inferInsert): Promise<void> {
  // Old round trips are only evidence of abandoned sign-ins; a day later they go.
  await db.delete(oauthFlows).where(lt(oauthFlows.expiresAt, sql`now() - interval '1 day'`));
  await db.insert(oauthFlows).values(values);
}

export async function findFlow(db: Executor, stateHash: string): Promise<OAuthFlowRow | undefined> {
  const [row] = await db.select().from(oauthFlows).where(eq(oauthFlows.stateHash, stateHash));
  return row;
}

/** Marks the flow used; false when another request used it first (a replayed callback). */
export async function consumeFlow(db: Executor, stateHash: string): Promise<boolean> {
  const rows = await db
    .update(oauthFlows)
    .set({ consumedAt: new Date() })
    .where(and(eq(oauthFlows.stateHash, stateHash), isNull(oauthFlows.consumedAt)))
    .returning({ stateHash: oauthFlows.stateHash });
  return rows.length === 1;
}

export async function attachTicket(
  db: Executor,
  stateHash: string,
  ticket: { hash: string; userId: string; newUser: boolean },
): Promise<void> {
  await db
    .update(oauthFlows)
    .set({ ticketHash: ticket.hash, ticketUserId: ticket.userId, ticketNewUser: ticket.newUser })
    .where(eq(oauthFlows.stateHash, stateHash));
}

/** Uses a sign-in ticket once, from the browser that started the round trip, before it expires. */
export async function consumeTicket(
  db: Executor,
  ticketHash: string,
  browserHash: string,
): Promise<{ userId: string; newUser: boolean } | undefined> {
  const [row] = await db
    .update(oauthFlows)
    .set({ ticketConsumedAt: new Date() })
    .where(
      and(
        eq(oauthFlows.ticketHash, ticketHash),
        eq(oauthFlows.browserHash, browserHash),
        isNull(oauthFlows.ticketConsumedAt),
        gt(oauthFlows.expiresAt, new Date()),
      ),
    )
    .returning({ userId: oauthFlows.ticketUserId, newUser: oauthFlows.ticketNewUser });
  return row?.userId ? { userId: row.userId, newUser: row.newUser } : undefined;
}
