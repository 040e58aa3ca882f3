import { ERROR_CODES } from '@questboard/contract/errors';
import type { Redis } from 'ioredis';
import { type RateLimiterAbstract, RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { AppError } from './app-error';

export type LimitedAction = 'sign-in' | 'sign-up' | 'resend' | 'reset' | 'activate' | 'wallet-nonce' | 'wallet-sign-in';

export interface AuthLimits {
  perIp: number;
  /**
   * Per e-mail: attempts of the mailing calls; for sign-in (per e-mail) and password-confirmed actions (per user),
   * the wrong passwords allowed before delays start.
   */
  perEmail: number;
  windowSeconds: number;
}

/** The first delay after the free wrong passwords; each further wrong password doubles it, up to the window. */
const FIRST_DELAY_SECONDS = 15;
/** Wrong passwords of an e-mail are remembered this long (the delays keep growing within it). */
const FAILURE_MEMORY_SECONDS = 24 * 60 * 60;
/** Longest a password check may hold its user's lock (argon2 takes well under a second). */
const CHECK_LOCK_SECONDS = 30;

const tooMany = (seconds: number) =>
  new AppError(
    429,
    ERROR_CODES.RATE_LIMITED,
    `Too many attempts. Try again in ${seconds} seconds.`,
    { 'retry-after': String(seconds) },
    { seconds },
  );

/** Per-IP and per-e-mail limits for the abuse-prone auth calls; shared through Redis when there is one. */
export class AuthLimiter {
  private readonly byIp: RateLimiterAbstract;
  private readonly byEmail: RateLimiterAbstract;
  private readonly failures: RateLimiterAbstract;
  private readonly cooldown: RateLimiterAbstract;
  /** Password checks in flight per user; the lock expires by itself if the process dies mid-check. */
  private readonly checking: RateLimiterAbstract;

  constructor(
    private readonly limits: AuthLimits,
    redis?: Redis,
  ) {
    const make = (points: number, duration: number, keyPrefix: string) =>
      redis
        ? new RateLimiterRedis({ storeClient: redis, points, duration, keyPrefix })
        : new RateLimiterMemory({ points, duration, keyPrefix });
    this.byIp = make(limits.perIp, limits.windowSeconds, 'qb:auth:ip');
    this.byEmail = make(limits.perEmail, limits.windowSeconds, 'qb:auth:email');
    this.failures = make(1_000_000, FAILURE_MEMORY_SECONDS, 'qb:auth:fail');
    this.cooldown = make(1, limits.windowSeconds, 'qb:auth:cool');
    this.checking = make(1, CHECK_LOCK_SECONDS, 'qb:auth:checking');
  }

  /** Counts one attempt; throws 429 with Retry-After once either limit is spent. */
  async consume(action: LimitedAction, ip: string, email?: string): Promise<void> {
    try {
      await this.byIp.consume(`${action}:${ip}`);
      if (email) await this.byEmail.consume(`${action}:${email}`);
    } catch (error) {
      if (!(error instanceof RateLimiterRes)) throw error;
      throw tooMany(Math.max(1, Math.ceil(error.msBeforeNext / 1000)));
    }
  }

  /** Throws 429 while the subject (an e-mail, or `userSubject(id)`) waits out the delay of its last wrong password. */
  async assertNoPasswordDelay(subject: string): Promise<void> {
    const waiting = await this.cooldown.get(subject);
    if (waiting && waiting.consumedPoints > 0 && waiting.msBeforeNext > 0) {
      throw tooMany(Math.max(1, Math.ceil(waiting.msBeforeNext / 1000)));
    }
  }

  /** Records a wrong password of the subject; answers the delay (seconds) before its next try. */
  async recordWrongPassword(subject: string): Promise<number> {
    const counted = await this.failures.penalty(subject, 1);
    const delay = signInDelaySeconds(counted.consumedPoints, this.limits);
    if (delay > 0) await this.cooldown.block(subject, delay);
    return delay;
  }

  /** A right password forgets the wrong ones. */
  async recordRightPassword(subject: string): Promise<void> {
    await Promise.all([this.failures.delete(subject), this.cooldown.delete(subject)]);
  }

  /**
   * Checks a password that confirms an action of a signed-in user, counting wrong ones per user with sign-in's
   * growing delays. One check per user runs at a time (429 to the others), so parallel guesses get no more tries
   * than sequential ones.
   */
  async checkPassword(userId: string, check: () => Promise<boolean>): Promise<boolean> {
    const subject = userSubject(userId);
    await this.assertNoPasswordDelay(subject);
    try {
      await this.checking.consume(subject);
    } catch (error) {
      if (!(error instanceof RateLimiterRes)) throw error;
      throw tooMany(1);
    }
    try {
      const right = await check();
      if (right) await this.recordRightPassword(subject);
      else await this.recordWrongPassword(subject);
      return right;
    } finally {
      await this.checking.delete(subject);
    }
  }
}

/** The key a signed-in user's wrong passwords are counted under (sign-in counts per e-mail, which has an @). */
export const userSubject = (userId: string) => `user:${userId}`;

/** Seconds to wait after the n-th wrong password: none for the first perEmail − 1, then 15 s doubling to the window. */
export function signInDelaySeconds(failures: number, limits: Pick<AuthLimits, 'perEmail' | 'windowSeconds'>): number {
  if (failures < limits.perEmail) return 0;
  return Math.min(limits.windowSeconds, FIRST_DELAY_SECONDS * 2 ** Math.min(20, failures - limits.perEmail));
}
