import { describe, expect, it } from 'vitest';
import { conditionActionLink } from './condition-action-link';

const link = (network: string, action: string, params: { url?: string; handle?: string }) =>
  conditionActionLink({ network, action, params } as Parameters<typeof conditionActionLink>[0]);

describe('a condition’s action button', () => {
  it('opens X’s intents for follows, likes, reposts and replies', () => {
    expect(link('TWITTER', 'FOLLOW', { handle: '@acme' })).toBe('https://x.com/intent/follow?screen_name=acme');
    expect(link('TWITTER', 'FOLLOW', { url: 'https://twitter.com/acme' })).toBe(
      'https://x.com/intent/follow?screen_name=acme',
    );
    const post = 'https://x.com/acme/status/1790000000000000001';
    expect(link('TWITTER', 'LIKE', { url: post })).toBe('https://x.com/intent/like?tweet_id=1790000000000000001');
    expect(link('TWITTER', 'REPOST', { url: post })).toBe('https://x.com/intent/retweet?tweet_id=1790000000000000001');
    expect(link('TWITTER', 'COMMENT', { url: post })).toBe('https://x.com/intent/post?in_reply_to=1790000000000000001');
  });

  it('opens the invite link of a Discord server or Telegram group, else the brand’s link', () => {
    expect(link('DISCORD', 'JOIN', { url: 'https://discord.gg/acme' })).toBe('https://discord.gg/acme');
    expect(link('TELEGRAM', 'JOIN', { url: 'https://t.me/acme_news' })).toBe('https://t.me/acme_news');
    expect(link('INSTAGRAM', 'FOLLOW', { url: 'https://instagram.com/acme' })).toBe('https://instagram.com/acme');
  });

  it('falls back to the brand’s own link, and has no button when there is nothing safe to open', () => {
    expect(link('TWITTER', 'LIKE', { url: 'https://x.com/acme' })).toBe('https://x.com/acme');
    expect(link('INSTAGRAM', 'FOLLOW', { handle: 'acme' })).toBeNull();
    expect(link('FACEBOOK', 'LIKE', { url: 'javascript:alert(1)' })).toBeNull();
  });
});
