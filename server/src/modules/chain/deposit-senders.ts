import { type AnyColumn, and, eq, isNotNull, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { devWallets } from '../../db/schema/chain';
import { type UserRow, users } from '../../db/schema/users';

/**
 * The addresses whose deposits are credited to `user` (lower case): their proven address and, on the development
 * chain, the development wallet the product holds for them.
 */
export async function depositSendersOf(db: Database, user: UserRow, chainId: number): Promise<string[]> {
  const senders = user.cryptoAddress && user.cryptoAddressProvenAt ? [user.cryptoAddress.toLowerCase()] : [];
  const [dev] = await db
    .select({ address: devWallets.address })
    .from(devWallets)
    .where(and(eq(devWallets.chainId, chainId), eq(devWallets.userId, user.id)));
  if (dev) senders.push(dev.address.toLowerCase());
  return senders;
}

/** The users credited for deposits from these addresses: who proved one, or whose development wallet it is. */
export async function ownersOfSenders(
  db: Database,
  chainId: number,
  addresses: string[],
): Promise<Map<string, string>> {
  const owners = new Map<string, string>();
  if (addresses.length === 0) return owners;
  const lowered = [...new Set(addresses.map((a) => a.toLowerCase()))];
  const [proven, dev] = await Promise.all([
    db
      .select({ id: users.id, address: users.cryptoAddress })
      .from(users)
      .where(and(isNotNull(users.cryptoAddressProvenAt), lowerIn(users.cryptoAddress, lowered))),
    db
      .select({ id: devWallets.userId, address: devWallets.address })
      .from(devWallets)
      .where(and(eq(devWallets.chainId, chainId), lowerIn(devWallets.address, lowered))),
  ]);
  for (const row of [...dev, ...proven]) if (row.address) owners.set(row.address.toLowerCase(), row.id);
  return owners;
}

const lowerIn = (column: AnyColumn, lowered: string[]): SQL =>
  sql`lower(${column}) in (${sql.join(
    lowered.map((a) => sql`${a}`),
    sql`, `,
  )})`;
