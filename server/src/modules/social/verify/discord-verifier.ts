import { discordInviteOf } from '@questboard/contract/social-targets';
import { getJson } from './provider-http';
import type { CheckInput, CheckOutcome, SocialAction, SocialVerifier } from './verifier';

interface Guild {
  id: string;
  name: string;
}

/**
 * Discord JOIN: the invite link names the server (`GET /invites/{code}`, no token needed), the participant's
 * OAuth token with the `guilds` scope lists the servers they are in (`GET /users/@me/guilds`).
 */
export class DiscordVerifier implements SocialVerifier {
  readonly network = 'DISCORD' as const;
  readonly actions: readonly SocialAction[] = ['JOIN'];
  readonly needs = 'identify guilds (OAuth 2 user token)';
  private readonly guilds = new Map<string, { guild: Guild; until: number }>();

  constructor(private readonly apiBase: string) {}

  quotaKey({ account }: CheckInput): string {
    return `DISCORD:${account?.providerUserId ?? 'app'}`;
  }

  async check({ target, account }: CheckInput): Promise<CheckOutcome> {
    if (!account) {
      return { result: 'NOT_CONNECTED', message: 'Connect your Discord account first, then check again.' };
    }
    const code = discordInviteOf(target);
    if (!code) return uncheckable('This condition has no Discord invite link we can check');
    const guild = await this.guildOf(code);
    if (!guild) return uncheckable('This Discord invite link has expired or does not exist');
    const { status, body } = await getJson(
      `${this.apiBase}/users/@me/guilds?limit=200`,
      `Bearer ${account.accessToken}`,
    );
    if (status === 403) {
      return {
        result: 'NOT_CONNECTED',
        message: 'Discord does not let us see your servers: connect your Discord account again, then check again.',
      };
    }
    if (Array.isArray(body) && body.some((g: Guild) => g?.id === guild.id)) return { result: 'VERIFIED' };
    return {
      result: 'NOT_FOUND',
      message: `We don't see ${account.username} in the ${guild.name} Discord server yet: join it, then check again.`,
    };
  }

  private async guildOf(code: string): Promise<Guild | null> {
    const known = this.guilds.get(code);
    if (known && known.until > Date.now()) return known.guild;
    const { status, body } = await getJson(`${this.apiBase}/invites/${encodeURIComponent(code)}`);
    const guild = status === 200 ? (body as { guild?: Guild })?.guild : undefined;
    if (!guild?.id) return null;
    this.guilds.set(code, { guild, until: Date.now() + 3_600_000 });
    return guild;
  }
}

const uncheckable = (what: string): CheckOutcome => ({
  result: 'UNCHECKABLE',
  message: `${what}: the brand will review it. Add a link or handle showing it was done.`,
});
