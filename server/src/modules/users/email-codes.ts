import { EMAIL_CODE_MAX_ATTEMPTS, EMAIL_CODE_TTL_SECONDS } from '@questboard/contract/constants';
import { ERROR_CODES } from '@questboard/contract/errors';
import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/executor';
import { emailCodes } from '../../db/schema/email-codes';
import { AppError, badRequest } from '../../lib/app-error';
import { hmac, safeEqual } from '../../lib/secrets';

export type CodePurpose = 'REGISTER' | 'RESET_PASSWORD' | 'WITHDRAW' | 'ADDRESS_CHANGE' | 'ADD_EMAIL';

/** Issues and checks the e-mailed secrets: keyed hashes, 10-minute expiry, at most 5 tries. */
export class EmailCodes {
  constructor(private readonly key: string) {}

  private hash(userId: string, secret: string) {
    return hmac(this.key, `${userId}:${secret}`);
  }

  /** Stores a new secret for the user and purpose; earlier ones of that purpose stop working. */
  async issue(db: Executor, userId: string, purpose: CodePurpose, secret: string): Promise<void> {
    await db
      .update(emailCodes)
      .set({ consumedAt: new Date() })
      .where(and(eq(emailCodes.userId, userId), eq(emailCodes.purpose, purpose), isNull(emailCodes.consumedAt)));
    await db.insert(emailCodes).values({
      userId,
      purpose,
      codeHash: this.hash(userId, secret),
      expiresAt: new Date(Date.now() + EMAIL_CODE_TTL_SECONDS * 1000),
    });
  }

  /** Accepts the secret once, or throws a 400/429 that says why not. Every try counts. */
  async consume(db: Executor, userId: string, purpose: CodePurpose, secret: string): Promise<void> {
    const [current] = await db
      .select()
      .from(emailCodes)
      .where(and(eq(emailCodes.userId, userId), eq(emailCodes.purpose, purpose), isNull(emailCodes.consumedAt)))
      .orderBy(desc(emailCodes.createdAt))
      .limit(1);
    if (!current) throw badRequest(ERROR_CODES.INVALID_CODE, 'This code is not valid. Ask for a new one.');
    if (current.expiresAt < new Date()) {
      throw badRequest(ERROR_CODES.CODE_EXPIRED, 'This code has expired. Ask for a new one.');
    }
    const [counted] = await db
      .update(emailCodes)
      .set({ attempts: sql`${emailCodes.attempts} + 1` })
      .where(and(eq(emailCodes.id, current.id), lt(emailCodes.attempts, EMAIL_CODE_MAX_ATTEMPTS)))
      .returning({ attempts: emailCodes.attempts });
    if (!counted) {
      throw new AppError(429, ERROR_CODES.TOO_MANY_ATTEMPTS, 'Too many wrong tries. Ask for a new code.');
    }
    if (!safeEqual(current.codeHash, this.hash(userId, secret))) {
      const left = EMAIL_CODE_MAX_ATTEMPTS - counted.attempts;
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
      .where(and(eq(emailCodes.id, current.id), isNull(emailCodes.consumedAt)))
      .returning({ id: emailCodes.id });
    if (used.length === 0) throw badRequest(ERROR_CODES.INVALID_CODE, 'This code has already been used.');
  }
}
