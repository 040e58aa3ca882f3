import { ERROR_CODES } from '@questboard/contract/errors';
import { ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { questIdentities } from '../../db/schema/eligibility';
import type { UserRow } from '../../db/schema/users';
import { AppError } from '../../lib/app-error';

const NAMES: Record<string, string> = {
  WALLET: 'wallet address',
  TWITTER: 'X account',
  DISCORD: 'Discord account',
  TELEGRAM: 'Telegram account',
  FACEBOOK: 'Facebook account',
  INSTAGRAM: 'Instagram account',
  TIKTOK: 'TikTok account',
};

/**
 * Records the identities `user` takes part in the quest with (their proven wallet, their connected social accounts,
 * read beforehand by risk-facts.ts's checkReads) and throws 409 IDENTITY_USED when one of them already took part
 * through another account; `fields` names each (`identities.KIND`). The first account to record an identity keeps
 * it, so a disconnect/reconnect does not help. One statement: an identity held by another account is "updated"
 * to itself, which returns its holder (PostgreSQL waits for a concurrent insert of it and sees its holder too).
 */
export async function claimIdentities(
  db: Database,
  user: UserRow,
  questId: string,
  accounts: Array<{ network: string; id: string }>,
): Promise<void> {
  const mine = accounts.map((a) => ({ kind: a.network, identity: a.id }));
  if (user.cryptoAddress && user.cryptoAddressProvenAt) {
    mine.push({ kind: 'WALLET', identity: user.cryptoAddress.toLowerCase() });
  }
  if (mine.length === 0) return;
  const holders = await db
    .insert(questIdentities)
    .values(mine.map((m) => ({ questId, userId: user.id, ...m })))
    .onConflictDoUpdate({
      target: [questIdentities.questId, questIdentities.kind, questIdentities.identity],
      set: { kind: sql`excluded.kind` },
      setWhere: ne(questIdentities.userId, user.id),
    })
    .returning({ kind: questIdentities.kind, userId: questIdentities.userId });
  const taken = holders.filter((h) => h.userId !== user.id);
  if (taken.length === 0) return;
  const fields = Object.fromEntries(
    taken.map(({ kind }) => [
      `identities.${kind}`,
      `Your ${NAMES[kind] ?? kind} already took part in this quest through another account.`,
    ]),
  );
  throw new AppError(
    409,
    ERROR_CODES.IDENTITY_USED,
    `One person, one reward: ${Object.values(fields).join(' ')}`,
    {},
    undefined,
    fields,
  );
}
