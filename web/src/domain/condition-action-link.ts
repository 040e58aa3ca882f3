import type { QuestCondition } from '@questboard/contract/conditions';
import { discordInviteOf, telegramChatOf, xHandleOf, xPostIdOf } from '@questboard/contract/social-targets';

/**
 * Where a social condition's action button leads, opened in a new tab: X's follow / repost / like / reply intents,
 * the invite link of a Discord server or Telegram group, else the link the brand gave. Null when there is none.
 */
export function conditionActionLink(condition: Pick<QuestCondition, 'network' | 'action' | 'params'>): string | null {
  const { network, action, params } = condition;
  if (network === 'TWITTER') {
    if (action === 'FOLLOW') {
      const handle = xHandleOf(params);
      return handle ? `https://x.com/intent/follow?screen_name=${encodeURIComponent(handle)}` : null;
    }
    const post = xPostIdOf(params);
    if (post && action === 'LIKE') return `https://x.com/intent/like?tweet_id=${post}`;
    if (post && action === 'REPOST') return `https://x.com/intent/retweet?tweet_id=${post}`;
    if (post && action === 'COMMENT') return `https://x.com/intent/post?in_reply_to=${post}`;
  }
  if (network === 'DISCORD' && discordInviteOf(params)) return params.url ?? null;
  if (network === 'TELEGRAM') {
    const chat = telegramChatOf(params);
    if (params.url) return params.url;
    return chat ? `https://t.me/${chat.slice(1)}` : null;
  }
  return safeLink(params.url);
}

function safeLink(url: string | undefined): string | null {
  return url && /^https?:\/\//i.test(url) ? url : null;
}
