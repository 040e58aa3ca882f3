import { type FakeAnswer, type FakeRequest, match } from './http-fake';
import { FakeRateLimit } from './rate-limits';

type MemberStatus = 'creator' | 'administrator' | 'member' | 'restricted' | 'left' | 'kicked';

/**
 * The Telegram Bot API's `getChatMember`, with its `{ok, result}` / `{ok: false, error_code, description}` shapes:
 * 401 for a wrong bot token, 400 "chat not found", 403 when the bot is not in a channel, 429 with
 * `parameters.retry_after`.
 */
export class FakeTelegram {
  private readonly chats = new Map<string, { botInside: boolean; members: Map<string, MemberStatus> }>();
  readonly calls: string[] = [];
  readonly rateLimit = new FakeRateLimit((resetAt) => {
    const after = Math.max(1, Math.ceil((resetAt - Date.now()) / 1000));
    return {
      status: 429,
      body: {
        ok: false,
        error_code: 429,
        description: `Too Many Requests: retry after ${after}`,
        parameters: { retry_after: after },
      },
    };
  });

  constructor(readonly botToken: string) {}

  /** A public group or channel `@name`; `botInside: false` makes the bot unable to see members. */
  addChat(name: string, botInside = true): void {
    this.chats.set(`@${name.replace(/^@/, '')}`, { botInside, members: new Map() });
  }
  setMember(chat: string, userId: string, status: MemberStatus): void {
    this.chats.get(`@${chat.replace(/^@/, '')}`)?.members.set(userId, status);
  }

  handle(request: FakeRequest): FakeAnswer | null {
    this.calls.push(request.path.replace(/bot[^/]+/, 'bot<token>'));
    const m = match('/:bot/getChatMember', request.path);
    if (!m?.bot?.startsWith('bot')) return null;
    if (m.bot !== `bot${this.botToken}`) return fail(401, 'Unauthorized');
    const limited = this.rateLimit.take();
    if (limited) return limited;
    const chat = this.chats.get(request.query.get('chat_id') ?? '');
    if (!chat) return fail(400, 'Bad Request: chat not found');
    if (!chat.botInside) return fail(403, 'Forbidden: bot is not a member of the channel chat');
    const userId = request.query.get('user_id') ?? '';
    if (!/^\d+$/.test(userId)) return fail(400, 'Bad Request: PARTICIPANT_ID_INVALID');
    const status = chat.members.get(userId) ?? 'left';
    return {
      status: 200,
      body: {
        ok: true,
        result: {
          user: { id: Number(userId), is_bot: false, first_name: 'Fake' },
          status,
          ...(status === 'restricted' ? { is_member: true } : {}),
        },
      },
    };
  }
}

const fail = (code: number, description: string): FakeAnswer => ({
  status: code,
  body: { ok: false, error_code: code, description },
});
