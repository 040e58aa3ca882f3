import { telegramChatOf } from '@questboard/contract/social-targets';
import { getJson, TokenRejectedError } from './provider-http';
import type { CheckInput, CheckOutcome, SocialAction, SocialVerifier } from './verifier';

const MEMBER_STATES = new Set(['creator', 'administrator', 'member']);
interface ChatMemberAnswer {
  ok: boolean;
  result?: { status?: string; is_member?: boolean };
  description?: string;
}

/**
 * Telegram JOIN: the Bot API's `getChatMember` with our bot's token, for the Telegram user id the participant
 * proved with the login widget. The bot must be a member (an administrator for channels) of the group.
 */
export class TelegramVerifier implements SocialVerifier {
  readonly network = 'TELEGRAM' as const;
  readonly actions: readonly SocialAction[] = ['JOIN'];
  readonly needs = 'the bot token (TELEGRAM_BOT_TOKEN); the bot added to the group, as an administrator for channels';

  constructor(
    private readonly apiBase: string,
    private readonly botToken: string,
  ) {}

  quotaKey(): string {
    return 'TELEGRAM:bot';
  }

  async check({ target, account }: CheckInput): Promise<CheckOutcome> {
    if (!account) return { result: 'NOT_CONNECTED', message: 'Connect your Telegram account first, then check again.' };
    const chat = telegramChatOf(target);
    if (!chat) return uncheckable('This condition has no public Telegram group link (t.me/name) we can check');
    const query = `chat_id=${encodeURIComponent(chat)}&user_id=${encodeURIComponent(account.providerUserId)}`;
    let answer: ChatMemberAnswer | null;
    try {
      answer = (await getJson(`${this.apiBase}/bot${this.botToken}/getChatMember?${query}`)).body as ChatMemberAnswer;
    } catch (error) {
      if (error instanceof TokenRejectedError) return uncheckable('Our Telegram bot cannot check groups right now');
      throw error;
    }
    const member = answer?.ok ? answer.result : undefined;
    if (member && (MEMBER_STATES.has(member.status ?? '') || (member.status === 'restricted' && member.is_member))) {
      return { result: 'VERIFIED' };
    }
    if (
      !answer?.ok &&
      /chat not found|not a member|not enough rights|member list is inaccessible/i.test(answer?.description ?? '')
    ) {
      return uncheckable(`Our Telegram bot cannot see the members of ${chat}`);
    }
    return { result: 'NOT_FOUND', message: `We don't see you in ${chat} on Telegram yet: join it, then check again.` };
  }
}

const uncheckable = (what: string): CheckOutcome => ({
  result: 'UNCHECKABLE',
  message: `${what}: the brand will review it. Add a link or handle showing it was done.`,
});
