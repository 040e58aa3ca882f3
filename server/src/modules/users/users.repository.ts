import { and, eq, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/executor';
import { type UserRow, users } from '../../db/schema/users';

const lowerEquals = (column: typeof users.email | typeof users.username, value: string) =>
  sql`lower(${column}) = lower(${value})`;

export async function findUserByEmail(db: Executor, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(lowerEquals(users.email, email)).limit(1);
  return row;
}

export async function findUserById(db: Executor, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

export async function findUserByUsername(db: Executor, username: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(lowerEquals(users.username, username)).limit(1);
  return row;
}

/** Is the username used by anyone other than `exceptUserId`? Case-insensitive. */
export async function usernameTaken(db: Executor, username: string, exceptUserId?: string): Promise<boolean> {
  const condition = exceptUserId
    ? and(lowerEquals(users.username, username), ne(users.id, exceptUserId))
    : lowerEquals(users.username, username);
  const rows = await db.select({ id: users.id }).from(users).where(condition).limit(1);
  return rows.length > 0;
}

export async function insertUser(db: Executor, values: typeof users.$inferInsert): Promise<UserRow> {
  const [row] = await db.insert(users).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function updateUser(
  db: Executor,
  id: string,
  values: Partial<typeof users.$inferInsert>,
): Promise<UserRow> {
  const [row] = await db
    .update(users)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning();
  if (!row) throw new Error(`user ${id} vanished during update`);
  return row;
}
