import { conditionLabel } from './catalogue-names';
import { type ServerLanguage, say } from './i18n';

/** A condition as stored in a message: named in each reader's language when shown. */
export interface ConditionRef {
  network: string;
  action: string;
  params: { handle?: string; url?: string };
}

/**
 * What a notification says, as a key and the facts it needs; stored with the notification and written in the
 * reader's language each time it is shown. Titles and names people typed (quests, brands, messages) stay as typed.
 */
export type NotificationMessage =
  | { key: 'reward_paid'; params: { amount: string; quest: string | null } }
  | { key: 'referral_bonus'; params: { amount: string; quest: string | null } }
  | { key: 'review_approved' | 'review_rejected'; params: { kind: 'CONDITION' | 'TASK'; quest: string | null } }
  | { key: 'check_verified' | 'check_failed'; params: { condition: ConditionRef; quest: string | null; note?: string } }
  | { key: 'chat_message'; params: { name: string | null; text: string } }
  | {
      key: 'submission_waiting';
      params: { condition?: ConditionRef; task?: string; quest: string | null };
    }
  | {
      key: 'invite_received';
      /** `title` null: the usual "Join <quest>", in the reader's language. */
      params: { brand: string | null; title: string | null; quest: string | null; message: string };
    }
  | { key: 'invite_accepted'; params: { name: string | null; username: string; quest: string | null } }
  | { key: 'new_follower'; params: { name: string | null; username: string } }
  | { key: 'followed_brand_quest'; params: { brand: string | null; quest: string | null } }
  | { key: 'webhook_disabled'; params: { url: string } }
  | { key: 'streak_reminder'; params: { count: number } }
  | { key: 'season_prize'; params: { amount: string; season: string; place: number } }
  | {
      key: 'badge_awarded';
      /** A rule's badge (`rule`) is named in the reader's language; a brand's badge as its brand typed it. */
      params: { rule: string | null; badge: string | null; description: string | null };
    };

const word = (language: ServerLanguage, key: string) => say(language, 'notifications', `word_${key}`);

/** The params with everything that reads differently per language put in words. */
function wordsOf(message: NotificationMessage, language: ServerLanguage): Record<string, unknown> {
  const params: Record<string, unknown> = { ...message.params };
  if ('quest' in message.params) {
    const fallback =
      message.key === 'submission_waiting'
        ? 'your_quest'
        : message.key === 'followed_brand_quest'
          ? 'a_new_quest'
          : 'a_quest';
    params.quest = message.params.quest || word(language, fallback);
  }
  if ('name' in message.params) params.name = message.params.name || word(language, 'someone');
  if (message.key === 'invite_received') {
    params.brand = message.params.brand || word(language, 'a_brand');
    params.title = message.params.title || say(language, 'notifications', 'word_join_quest', { quest: params.quest });
  }
  if (message.key === 'followed_brand_quest')
    params.brand = message.params.brand || word(language, 'a_brand_you_follow');
  if (message.key === 'review_approved' || message.key === 'review_rejected') {
    params.what = word(language, message.params.kind === 'CONDITION' ? 'condition' : 'task');
  }
  if (message.key === 'check_verified' || message.key === 'check_failed') {
    params.what = conditionLabel(message.params.condition, language);
    params.note = message.params.note ?? '';
  }
  if (message.key === 'badge_awarded' && message.params.rule) {
    params.badge = say(language, 'badges', `${message.params.rule}_name`);
    params.description = say(language, 'badges', `${message.params.rule}_description`);
  }
  if (message.key === 'submission_waiting') {
    const { condition, task } = message.params;
    params.what = condition ? conditionLabel(condition, language) : (task ?? '');
  }
  return params;
}

/** The notification's title and body in `language`. */
export function renderNotification(
  message: NotificationMessage,
  language: ServerLanguage,
): { title: string; body: string } {
  const params = wordsOf(message, language);
  return {
    title: say(language, 'notifications', `${message.key}_title`, params),
    body: say(language, 'notifications', `${message.key}_body`, params).trim().slice(0, 500),
  };
}
