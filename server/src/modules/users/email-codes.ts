import { EMAIL_CODE_MAX_ATTEMPTS, EMAIL_CODE_TTL_SECONDS } from '@questboard/contract/constants';
import { ERROR_CODES } from '@questboard/contract/errors';
import { and, desc, eq, gt, inArray, isNull, lt, notInArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/executor';
import { emailCodes } from '../../db/schema/email-codes';
import { AppError, badRequest } from '../../lib/app-error';
import { hmac, safeEqual } from '../../lib/secrets';

export type CodePurpose = 'REGISTER' | 'RESET_PASSWORD' | 'WITHDRAW' | 'ADDRESS_CHANGE' | 'ADD_EMAIL' | 'WALLET_LINK';

/**
 * How many secrets of one purpose work at once. Activation codes stay valid side by side, each carrying the password
 * of the sign-up that asked for it, so a stranger's later sign-up cannot void the code the owner is about to type.
 */
const LIVE_AT_ONCE: Record<CodePurpose, number> = {
  REGISTER: 3,
  RESET_PASSWORD: 1,
  WITHDRAW: 1,
  ADDRESS_CHANGE: 1,
  ADD_EMAIL: 1,
  WALLET_LINK: 1,
};

/** What a secret accepted by `consume` carried. */
export interface ConsumedCode {
  /** The password hash bound to an activation code, if any. */
  passwordHash: string | null;
}

const invalidCode = () => badRequest(ERROR_CODES.INVALID_CODE, 'This code is not valid. Ask for a new one.');

/** Issues and checks the e-mailed secrets: keyed hashes, 10-minute expiry, at most 5 tries. */
export class EmailCodes {
  constructor(private readonly key: string) {}

  private hash(userId: string, secret: string) {
    return hmac(this.key, `${userId}:${secret}`);
  }

  private live(userId: string, purpose: CodePurpose) {
    return and(eq(emailCodes.userId, userId), eq(emailCodes.purpose, purpose), isNull(emailCodes.consumedAt));
  }

  /**
   * Stores a new secret for the user and purpose (with the password it sets, for an activation code). Earlier ones
   * of that purpose stop working, except the newest activation codes (LIVE_AT_ONCE).
   */
  async issue(
    db: Executor,
    userId: string,
    purpose: CodePurpose,
    secret: string,
    passwordHash: string | null = null,
  ): Promise<void> {
    const keep = await db
      .select({ id: emailCodes.id })
      .from(emailCodes)
      .where(and(this.live(userId, purpose), gt(emailCodes.expiresAt, new Date())))
      .orderBy(desc(emailCodes.createdAt))
      .limit(LIVE_AT_ONCE[purpose] - 1);
    const kept = keep.map((row) => row.id);
    await db
      .update(emailCodes)
      .set({ consumedAt: new Date() })
      .where(and(this.live(userId, purpose), kept.length ? notInArray(emailCodes.id, kept) : undefined));
    await db.insert(emailCodes).values({
      userId,
      purpose,
      codeHash: this.hash(userId, secret),
      passwordHash,
      expiresAt: new Date(Date.now() + EMAIL_CODE_TTL_SECONDS * 1000),
    });
  }

  /** The password bound to the newest working activation code, so a resent code sets the same one. */
  async newestPasswordHash(db: Executor, userId: string): Promise<string | null> {
    const [row] = await db
      .select({ passwordHash: emailCodes.passwordHash })
      .from(emailCodes)
      .where(and(this.live(userId, 'REGISTER'), gt(emailCodes.expiresAt, new Date())))
      .orderBy(desc(emailCodes.createdAt))
      .limit(1);
    return row?.passwordHash ?? null;
  }

  /**
   * Accepts the secret once, or throws a 400/429 that says why not. Every try counts against every working secret
   * of the purpose, so several live activation codes give no more guesses than one.
   */
  async consume(db: Executor, userId: string, purpose: CodePurpose, secret: string): Promise<ConsumedCode> {
    const current = await db
      .select()
      .from(emailCodes)
      .where(this.live(userId, purpose))
      .orderBy(desc(emailCodes.createdAt))
      .limit(LIVE_AT_ONCE[purpose]);
    if (current.length === 0) throw invalidCode();
    const working = current.filter((row) => row.expiresAt >= new Date());
    if (working.length === 0) throw badRequest(ERROR_CODES.CODE_EXPIRED, 'This code has expired. Ask for a new one.');
    const counted = await db
      .update(emailCodes)
      .set({ attempts: sql`${emailCodes.attempts} + 1` })
      .where(
        and(
          inArray(
            emailCodes.id,
            working.map((row) => row.id),
          ),
          lt(emailCodes.attempts, EMAIL_CODE_MAX_ATTEMPTS),
        ),
      )
      .returning({ id: emailCodes.id, attempts: emailCodes.attempts });
    if (counted.length === 0) {
      throw new AppError(429, ERROR_CODES.TOO_MANY_ATTEMPTS, 'Too many wrong tries. Ask for a new code.');
    }
    const hash = this.hash(userId, secret);
    const match = working.find((row) => counted.some((c) => c.id === row.id) && safeEqual(row.codeHash, hash));
    if (!match) {
      const left = EMAIL_CODE_MAX_ATTEMPTS - Math.min(...counted.map((c) => c.attempts));
      throw badRequest(
        ERROR_CODES.INVALID_CODE,
        left > 0
          ? `This code is not right. ${left} ${left === 1 ? 'try' : 'tries'} left.`
          : 'This code is not right. Ask for a new one.',
      );
    }
    const used = await db
      .update(emailCodes)
      .set({ consumedAt: new Date() })
      .where(and(eq(emailCodes.id, match.id), isNull(emailCodes.consumedAt)))
      .returning({ id: emailCodes.id });
    if (used.length === 0) throw badRequest(ERROR_CODES.INVALID_CODE, 'This code has already been used.');
    return { passwordHash: match.passwordHash };
  }
}
