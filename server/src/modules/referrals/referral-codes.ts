import { randomInt } from 'node:crypto';
import { normalReferralCode } from '@questboard/contract/referral-codes';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/executor';
import { referralCodes } from '../../db/schema/referrals';

const ALPHABET = '23456789abcdefghjkmnpqrstuvwxyz';

/** A fresh random code of REFERRAL_CODE_PATTERN's shape (31^8 ≈ 8.5·10^11 of them). */
export function newReferralCode(): string {
  let code = '';
  for (let i = 0; i < 8; i++) code += ALPHABET[randomInt(ALPHABET.length)];
  return code;
}

/** The person's code, made on first use; concurrent first uses agree on one (the primary key on the person). */
export async function codeOf(db: Executor, userId: string): Promise<string> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const [existing] = await db.select().from(referralCodes).where(eq(referralCodes.userId, userId));
    if (existing) return existing.code;
    // A clash with another person's code (unique index) is skipped like a concurrent first use; the next loop tells.
    await db.insert(referralCodes).values({ userId, code: newReferralCode() }).onConflictDoNothing();
  }
  throw new Error('no referral code could be made');
}

/** Who owns a code (case and spaces forgiven); undefined for an ill-shaped or unknown one. */
export async function ownerOfCode(db: Executor, code: string | null | undefined): Promise<string | undefined> {
  const normal = normalReferralCode(code);
  if (!normal) return undefined;
  const [row] = await db
    .select({ userId: referralCodes.userId })
    .from(referralCodes)
    .where(eq(referralCodes.code, normal));
  return row?.userId;
}
