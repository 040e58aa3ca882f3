import { type FakeAnswer, type FakeRequest, match } from './http-fake';
import { FakeRateLimit } from './rate-limits';

interface Guild {
  id: string;
  name: string;
}

/**
 * Discord API v10, the calls our JOIN check makes, with Discord's shapes: `GET /invites/{code}` (no token),
 * `GET /users/@me/guilds`, `/users/@me/guilds/{id}/member` (its `joined_at`) and `/users/@me` with a user's
 * bearer token; 401 `{message, code}`; 429 with
 * `retry_after` in the body and `Retry-After` / `X-RateLimit-*` headers.
 */
export class FakeDiscord {
  private readonly guilds = new Map<string, Guild>();
  private readonly invites = new Map<string, string>();
  private readonly tokens = new Map<string, { id: string; username: string }>();
  private readonly members = new Map<string, Set<string>>();
  /** When each user joined each guild (`userId:guildId`), as `joined_at` tells it. */
  private readonly joinedAt = new Map<string, Date>();
  private nextId = 900_000_000_000_000_000n;
  readonly calls: string[] = [];
  readonly rateLimit = new FakeRateLimit((resetAt) => {
    const after = Math.max(0.1, (resetAt - Date.now()) / 1000);
    return {
      status: 429,
      body: { message: 'You are being rate limited.', retry_after: after, global: false },
      headers: {
        'retry-after': String(Math.ceil(after)),
        'x-ratelimit-limit': '5',
        'x-ratelimit-remaining': '0',
        'x-ratelimit-reset-after': after.toFixed(3),
        'x-ratelimit-bucket': 'fake-guilds',
      },
    };
  });

  /** A server with an invite code (`discord.gg/<code>`). */
  addGuild(name: string, code: string): Guild {
    const guild = { id: String(this.nextId++), name };
    this.guilds.set(guild.id, guild);
    this.invites.set(code, guild.id);
    return guild;
  }
  /** Accepts `token` as this Discord user's OAuth token (scope `identify guilds guilds.members.read`). */
  grant(token: string, user: { id: string; username: string }): void {
    this.tokens.set(token, user);
  }
  /** `userId` joins the invite's server, `at` a given time (now by default). */
  join(userId: string, code: string, at = new Date()): void {
    const guildId = this.invites.get(code);
    if (!guildId) throw new Error(`fake Discord has no invite ${code}`);
    this.members.set(userId, new Set([...(this.members.get(userId) ?? []), guildId]));
    this.joinedAt.set(`${userId}:${guildId}`, at);
  }

  handle(request: FakeRequest): FakeAnswer | null {
    this.calls.push(request.path);
    const invite = match('/invites/:code', request.path);
    if (invite) {
      const guild = this.guilds.get(this.invites.get(invite.code ?? '') ?? '');
      if (!guild) return { status: 404, body: { message: 'Unknown Invite', code: 10006 } };
      return {
        status: 200,
        body: {
          type: 0,
          code: invite.code,
          expires_at: null,
          guild: { ...guild, splash: null, banner: null, description: null, icon: null, features: [], nsfw: false },
          guild_id: guild.id,
          channel: { id: '1', type: 0, name: 'general' },
        },
      };
    }
    const user = request.token ? this.tokens.get(request.token) : undefined;
    if (!user) return { status: 401, body: { message: '401: Unauthorized', code: 0 } };
    const limited = this.rateLimit.take();
    if (limited) return limited;
    if (request.path === '/users/@me') {
      return { status: 200, body: { ...user, global_name: user.username, avatar: null, discriminator: '0' } };
    }
    const member = match('/users/@me/guilds/:guildId/member', request.path);
    if (member) {
      const at = this.joinedAt.get(`${user.id}:${member.guildId}`);
      if (!at || !this.members.get(user.id)?.has(member.guildId ?? '')) {
        return { status: 404, body: { message: 'Unknown Guild', code: 10004 } };
      }
      return {
        status: 200,
        body: { user: { id: user.id, username: user.username }, nick: null, roles: [], joined_at: at.toISOString() },
      };
    }
    if (request.path === '/users/@me/guilds') {
      const ids = [...(this.members.get(user.id) ?? [])];
      return {
        status: 200,
        body: ids.flatMap((id) => {
          const guild = this.guilds.get(id);
          return guild
            ? [{ ...guild, icon: null, banner: null, owner: false, permissions: '104189505', features: [] }]
            : [];
        }),
      };
    }
    return null;
  }
}
