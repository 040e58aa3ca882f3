import { ERROR_CODES } from '@questboard/contract/errors';
import { AppError } from '../../../lib/app-error';
import { CheckCache } from './check-cache';
import { getJson, ProviderUnavailableError, RateLimitedError, TokenRejectedError } from './provider-http';
import type { LinkedAccount } from './verifier';

/** A person's membership of one Discord server, as Discord tells it. */
export type DiscordMembershipState =
  | { state: 'NOT_CONNECTED' }
  | { state: 'NOT_MEMBER' }
  | { state: 'MEMBER'; joinedAt: Date };

export interface DiscordMembershipDeps {
  /** The Discord API base (Discord's own, or the local fake in tests). */
  apiBase: string;
  /** Whether Discord accounts can be connected here (its OAuth client is configured). */
  isConfigured(): boolean;
  /** The person's connected Discord account with a live token (social-tokens.ts `forUser`). */
  accountOf(userId: string): Promise<LinkedAccount | null>;
  /** How long an answer is reused (SOCIAL_CHECK_CACHE_SECONDS, as the social checks). */
  cacheMs: number;
}

/**
 * When a person joined a Discord server (the DISCORD_MEMBER_SINCE rule): `GET /users/@me/guilds/{guild.id}/member`
 * with their own token (scope `guilds.members.read`) answers the member with `joined_at`, or 404 when they are not in
 * it. A token Discord refuses, or one connected before the scope was asked (403), counts as not connected: the person
 * connects Discord again. A rate limit answers 429 and an outage 503, never a wrong "not a member".
 */
export class DiscordMembership {
  private readonly cache: CheckCache<DiscordMembershipState>;

  constructor(private readonly deps: DiscordMembershipDeps) {
    this.cache = new CheckCache(deps.cacheMs);
  }

  get configured(): boolean {
    return this.deps.isConfigured();
  }

  async of(userId: string, guildId: string): Promise<DiscordMembershipState> {
    const key = `${userId}:${guildId}`;
    const known = this.cache.get(key);
    if (known) return known;
    const account = await this.deps.accountOf(userId);
    const found = account ? await this.ask(account, guildId) : ({ state: 'NOT_CONNECTED' } as const);
    this.cache.set(key, found);
    return found;
  }

  private async ask(account: LinkedAccount, guildId: string): Promise<DiscordMembershipState> {
    try {
      const { status, body } = await getJson(
        `${this.deps.apiBase}/users/@me/guilds/${encodeURIComponent(guildId)}/member`,
        `Bearer ${account.accessToken}`,
      );
      if (status === 403) return { state: 'NOT_CONNECTED' };
      if (status === 404) return { state: 'NOT_MEMBER' };
      const joined = Date.parse(String((body as { joined_at?: unknown } | null)?.joined_at ?? ''));
      if (status !== 200 || !Number.isFinite(joined)) throw new ProviderUnavailableError(`status ${status}`);
      return { state: 'MEMBER', joinedAt: new Date(joined) };
    } catch (error) {
      if (error instanceof TokenRejectedError) return { state: 'NOT_CONNECTED' };
      if (error instanceof RateLimitedError) {
        const seconds = Math.max(1, Math.ceil((error.retryAt.getTime() - Date.now()) / 1000));
        throw new AppError(
          429,
          ERROR_CODES.RATE_LIMITED,
          `Discord is limiting our requests: try again in ${seconds} s.`,
          { 'retry-after': String(seconds) },
          { seconds },
        );
      }
      throw new AppError(503, ERROR_CODES.SERVICE_UNAVAILABLE, 'Discord cannot be read right now. Try again soon.');
    }
  }
}
