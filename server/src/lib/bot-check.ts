import type { BotCheckAction } from '@questboard/contract/auth';
import { createChallenge, extractParams, verifySolution } from 'altcha-lib/v1';
import { lt } from 'drizzle-orm';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { usedBotTokens } from '../db/schema/bot-tokens';
import { sha256 } from './secrets';

export type { BotCheckAction };

export interface AltchaChallenge {
  algorithm: string;
  challenge: string;
  maxnumber?: number;
  salt: string;
  signature: string;
}

/** Verifies the `recaptcha` token of the protected auth calls. */
export interface BotCheck {
  readonly kind: Config['botCheck']['kind'];
  /** A proof-of-work challenge for one action (ALTCHA only); its solution is refused by the other actions. */
  challenge?(action: BotCheckAction): Promise<AltchaChallenge>;
  verify(token: string | undefined, action: BotCheckAction): Promise<boolean>;
}

const CHALLENGE_TTL_MS = 10 * 60 * 1000;

/**
 * Self-hosted ALTCHA: the server signs challenges, and each solved payload is accepted once, by the action it
 * was asked for (the action rides in the signed salt, so it cannot be changed).
 */
function altchaBotCheck(hmacKey: string, maxNumber: number, db: Database): BotCheck {
  return {
    kind: 'altcha',
    challenge: (action) =>
      createChallenge({ hmacKey, maxNumber, params: { action }, expires: new Date(Date.now() + CHALLENGE_TTL_MS) }),
    async verify(token, action) {
      if (!token) return false;
      const valid = await verifySolution(token, hmacKey, true).catch(() => false);
      if (!valid || boundAction(token) !== action) return false;
      await db.delete(usedBotTokens).where(lt(usedBotTokens.expiresAt, new Date()));
      const inserted = await db
        .insert(usedBotTokens)
        .values({ tokenHash: sha256(token), expiresAt: new Date(Date.now() + CHALLENGE_TTL_MS) })
        .onConflictDoNothing()
        .returning({ tokenHash: usedBotTokens.tokenHash });
      return inserted.length === 1;
    },
  };
}

function boundAction(token: string): string | undefined {
  try {
    return extractParams(token).action;
  } catch {
    return undefined;
  }
}

/** Google reCAPTCHA v3 through its siteverify call; the action and a minimum score must match. */
function recaptchaBotCheck(secret: string, verifyUrl: string, minScore: number): BotCheck {
  return {
    kind: 'recaptcha',
    async verify(token, action) {
      if (!token) return false;
      try {
        const response = await fetch(verifyUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ secret, response: token }),
          signal: AbortSignal.timeout(5000),
        });
        const result = (await response.json()) as { success?: boolean; score?: number; action?: string };
        return (
          result.success === true &&
          (result.action === undefined || result.action === action) &&
          (result.score === undefined || result.score >= minScore)
        );
      } catch {
        return false;
      }
    },
  };
}

export function createBotCheck(config: Config, db: Database): BotCheck {
  const bot = config.botCheck;
  if (bot.kind === 'altcha') return altchaBotCheck(`altcha:${config.jwtSecret}`, bot.maxNumber, db);
  if (bot.kind === 'recaptcha') return recaptchaBotCheck(bot.secret, bot.verifyUrl, bot.minScore);
  return { kind: 'off', verify: async () => true };
}
