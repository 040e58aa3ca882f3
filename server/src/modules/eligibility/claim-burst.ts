import { normalizeIP } from '@fastify/rate-limit';
import { ERROR_CODES } from '@questboard/contract/errors';
import type { Redis } from 'ioredis';
import { type RateLimiterAbstract, RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import type { Config } from '../../config';
import { AppError } from '../../lib/app-error';
import type { BotCheck } from '../../lib/bot-check';

/** Who sends a claim: the client's address, and the solved `claim` bot check when the server asked for one. */
export interface ClaimClient {
  address: string;
  botCheckToken?: string | null;
}

/**
 * Claims in bursts are slowed (issue 41, docs/decisions.md "Claims in bursts"): past `perAddress` claims from one
 * address (IPv6 by its /64) within the window, each further claim needs a solved `claim` bot check, a proof of work
 * each; a claim whose risk score reaches `riskBotCheckScore` needs one too. Without a bot check on the server, a
 * burst is answered 429 with Retry-After instead. Counted in Redis when there is one, so every instance shares it.
 */
export class ClaimBurst {
  private readonly claims: RateLimiterAbstract;

  constructor(
    private readonly limits: Config['claimBurst'],
    private readonly botCheck: BotCheck,
    redis?: Redis,
  ) {
    const options = { points: limits.perAddress, duration: limits.windowSeconds, keyPrefix: 'qb:claim:addr' };
    this.claims = redis ? new RateLimiterRedis({ storeClient: redis, ...options }) : new RateLimiterMemory(options);
  }

  /** Counts one claim from the client's address; answers the seconds its burst lasts when it is past the limit. */
  async count(client: ClaimClient): Promise<number | null> {
    try {
      await this.claims.consume(normalizeIP(client.address));
      return null;
    } catch (error) {
      if (!(error instanceof RateLimiterRes)) throw error;
      return Math.max(1, Math.ceil(error.msBeforeNext / 1000));
    }
  }

  /** Whether a claim of this risk score needs the bot check. */
  highRisk(score: number): boolean {
    return score >= this.limits.riskBotCheckScore;
  }

  /**
   * Lets the claim through when its client solved the `claim` bot check; otherwise 403 BOT_CHECK_REQUIRED, or,
   * without a bot check on the server, 429 for the rest of a burst (a high score alone is then let through).
   */
  async assertHuman(client: ClaimClient, why: { burstSeconds: number | null; score: number | null }): Promise<void> {
    if (this.botCheck.kind === 'off') {
      if (why.burstSeconds === null) return;
      const seconds = why.burstSeconds;
      throw new AppError(
        429,
        ERROR_CODES.RATE_LIMITED,
        `Many claims came from your address in a short time. Try again in ${seconds} seconds.`,
        { 'retry-after': String(seconds) },
        { seconds },
      );
    }
    if (await this.botCheck.verify(client.botCheckToken ?? undefined, 'claim')) return;
    const message =
      why.burstSeconds !== null
        ? 'Many claims came from your address in a short time: solve the bot check to claim.'
        : `Your risk score is ${why.score}: solve the bot check to claim.`;
    throw new AppError(403, ERROR_CODES.BOT_CHECK_REQUIRED, message);
  }
}
