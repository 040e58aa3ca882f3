import { describe, expect, it } from 'vitest';
import { discordInviteOf, telegramChatOf, xHandleOf, xPostIdOf } from './social-targets';

describe('what a social condition points at', () => {
  it('reads X handles and posts from handles and links, and nothing else', () => {
    expect(xHandleOf({ handle: '@Acme_1' })).toBe('Acme_1');
    expect(xHandleOf({ url: 'https://twitter.com/acme?lang=en' })).toBe('acme');
    expect(xHandleOf({ url: 'https://x.com/intent/follow' })).toBeNull();
    expect(xHandleOf({ url: 'https://evil.example/acme' })).toBeNull();
    expect(xHandleOf({ handle: 'not a handle' })).toBeNull();
    expect(xPostIdOf({ url: 'https://x.com/acme/status/1790000000000000001?s=20' })).toBe('1790000000000000001');
    expect(xPostIdOf({ url: 'https://x.com/acme' })).toBeNull();
  });

  it('reads Discord invite codes and public Telegram groups', () => {
    expect(discordInviteOf({ url: 'https://discord.gg/acme-hq' })).toBe('acme-hq');
    expect(discordInviteOf({ url: 'https://discord.com/invite/acme' })).toBe('acme');
    expect(discordInviteOf({ url: 'https://discord.com/channels/1/2' })).toBeNull();
    expect(telegramChatOf({ url: 'https://t.me/acme_news' })).toBe('@acme_news');
    expect(telegramChatOf({ url: 'https://t.me/+AbCdEfGh' })).toBeNull();
    expect(telegramChatOf({ url: 'https://t.me/joinchat/AbCd' })).toBeNull();
  });
});
