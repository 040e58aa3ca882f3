import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SocialApiFake, startSocialApiFake } from '../../../../../test/fakes/social-api/social-api-fake';
import { DiscordVerifier } from './discord-verifier';
import { RateLimitedError, TokenRejectedError } from './provider-http';
import { TelegramVerifier } from './telegram-verifier';
import type { CheckTarget, LinkedAccount } from './verifier';
import { XVerifier } from './x-verifier';

let fake: SocialApiFake;
let x: XVerifier;
let discord: DiscordVerifier;
let telegram: TelegramVerifier;
beforeAll(async () => {
  fake = await startSocialApiFake('42:bot-secret');
  x = new XVerifier(fake.env.TWITTER_API_BASE_URL ?? '');
  discord = new DiscordVerifier(fake.env.DISCORD_API_BASE_URL ?? '');
  telegram = new TelegramVerifier(fake.env.TELEGRAM_API_BASE_URL ?? '', '42:bot-secret');
});
afterAll(() => fake.close());

let n = 0;
/** A fresh X account with its token, as after connecting it. */
function xAccount(): LinkedAccount {
  const username = `fan${++n}`;
  const user = fake.x.grant(`tok-${username}`, username);
  return { providerUserId: user.id, username, accessToken: `tok-${username}` };
}
const target = (action: CheckTarget['action'], params: { url?: string; handle?: string }): CheckTarget => ({
  network: 'TWITTER',
  action,
  ...params,
});

describe('X checks (API v2 with the participant’s token)', () => {
  it('FOLLOW: not yet, says who and what to do; then verified once the follow exists', async () => {
    fake.x.addUser(`acme${n}`);
    const brand = `acme${n}`;
    const me = xAccount();
    const follow = target('FOLLOW', { handle: `@${brand}` });
    expect(await x.check({ target: follow, account: me })).toEqual({
      result: 'NOT_FOUND',
      message: `We don't see a follow from @${me.username} to @${brand} yet: follow, then check again.`,
    });
    fake.x.follow(me.username, brand);
    expect(await x.check({ target: follow, account: me })).toEqual({ result: 'VERIFIED' });
    // The brand's profile link names the same account.
    const byUrl = target('FOLLOW', { url: `https://x.com/${brand}` });
    expect(await x.check({ target: byUrl, account: me })).toEqual({ result: 'VERIFIED' });
  });

  it('FOLLOW: finds a follow on a later page of the following list', async () => {
    const brand = fake.x.addUser(`paged${++n}`).username;
    const me = xAccount();
    fake.x.follow(me.username, brand);
    fake.x.followMany(me.username, 1_200);
    expect(await x.check({ target: target('FOLLOW', { handle: brand }), account: me })).toEqual({ result: 'VERIFIED' });
  });

  it('LIKE, REPOST and COMMENT each read their own list', async () => {
    const me = xAccount();
    const url = `https://x.com/acme/status/17900000000000${++n}`;
    const postId = url.split('/').pop() ?? '';
    for (const action of ['LIKE', 'REPOST', 'COMMENT'] as const) {
      const outcome = await x.check({ target: target(action, { url }), account: me });
      expect(outcome).toMatchObject({ result: 'NOT_FOUND', message: expect.stringContaining(`@${me.username}`) });
    }
    fake.x.like(me.username, postId);
    fake.x.repost(me.username, postId);
    fake.x.reply(me.username, postId);
    for (const action of ['LIKE', 'REPOST', 'COMMENT'] as const) {
      expect(await x.check({ target: target(action, { url }), account: me })).toEqual({ result: 'VERIFIED' });
    }
    const calls = fake.x.calls.slice(-3);
    expect(calls[0]).toBe(`/users/${me.providerUserId}/liked_tweets`);
    expect(calls[1]).toBe(`/tweets/${postId}/retweeted_by`);
    expect(calls[2]).toBe('/tweets/search/recent');
  });

  it('asks to connect first, and sends conditions naming nothing checkable to review', async () => {
    expect(await x.check({ target: target('FOLLOW', { handle: 'acme' }), account: null })).toEqual({
      result: 'NOT_CONNECTED',
      message: 'Connect your X account first (Settings → Social accounts), then check again.',
    });
    const me = xAccount();
    const noPost = await x.check({ target: target('LIKE', { url: 'https://x.com/acme' }), account: me });
    expect(noPost).toMatchObject({ result: 'UNCHECKABLE', message: expect.stringContaining('the brand will review') });
    const nobody = await x.check({ target: target('FOLLOW', { handle: 'nobody_here' }), account: me });
    expect(nobody).toMatchObject({ result: 'UNCHECKABLE', message: expect.stringContaining('@nobody_here') });
  });

  it('turns 429 into a hold until X’s x-rate-limit-reset, and a refused token into "connect again"', async () => {
    const me = xAccount();
    fake.x.rateLimit.limit(90);
    const started = Date.now();
    const error = await x.check({ target: target('FOLLOW', { handle: 'acme' }), account: me }).catch((e) => e);
    expect(error).toBeInstanceOf(RateLimitedError);
    const wait = (error as RateLimitedError).retryAt.getTime() - started;
    expect(wait).toBeGreaterThan(85_000);
    expect(wait).toBeLessThan(95_000);
    const stranger = { ...me, accessToken: 'revoked' };
    await expect(x.check({ target: target('FOLLOW', { handle: 'acme' }), account: stranger })).rejects.toBeInstanceOf(
      TokenRejectedError,
    );
  });
});

describe('Discord JOIN (invite → server, the participant’s servers)', () => {
  it('not yet, then verified; an unknown invite goes to review; 429 holds for retry_after', async () => {
    const code = `acme${++n}`;
    const guild = fake.discord.addGuild('Acme HQ', code);
    const me = { providerUserId: `80${n}`, username: `fan${n}`, accessToken: `dc-${n}` };
    fake.discord.grant(me.accessToken, { id: me.providerUserId, username: me.username });
    const join: CheckTarget = { network: 'DISCORD', action: 'JOIN', url: `https://discord.gg/${code}` };
    expect(await discord.check({ target: join, account: me })).toEqual({
      result: 'NOT_FOUND',
      message: `We don't see ${me.username} in the Acme HQ Discord server yet: join it, then check again.`,
    });
    fake.discord.join(me.providerUserId, code);
    expect(await discord.check({ target: join, account: me })).toEqual({ result: 'VERIFIED' });
    expect(guild.name).toBe('Acme HQ');

    const expired = await discord.check({ target: { ...join, url: 'https://discord.gg/gone' }, account: me });
    expect(expired).toMatchObject({ result: 'UNCHECKABLE', message: expect.stringContaining('expired') });
    fake.discord.rateLimit.limit(3);
    const error = await discord.check({ target: join, account: me }).catch((e) => e);
    expect(error).toBeInstanceOf(RateLimitedError);
    expect((error as RateLimitedError).retryAt.getTime()).toBeGreaterThan(Date.now() + 1_000);
  });
});

describe('Telegram JOIN (Bot API getChatMember)', () => {
  it('member states verify, "left" asks to join, a chat the bot cannot see goes to review, 429 holds', async () => {
    fake.telegram.addChat('acme_news');
    fake.telegram.addChat('acme_private', false);
    const me = { providerUserId: `55${++n}`, username: `fan${n}`, accessToken: '' };
    const join: CheckTarget = { network: 'TELEGRAM', action: 'JOIN', url: 'https://t.me/acme_news' };
    expect(await telegram.check({ target: join, account: me })).toEqual({
      result: 'NOT_FOUND',
      message: "We don't see you in @acme_news on Telegram yet: join it, then check again.",
    });
    for (const status of ['member', 'administrator', 'restricted'] as const) {
      fake.telegram.setMember('acme_news', me.providerUserId, status);
      expect(await telegram.check({ target: join, account: me })).toEqual({ result: 'VERIFIED' });
    }
    fake.telegram.setMember('acme_news', me.providerUserId, 'kicked');
    expect((await telegram.check({ target: join, account: me })).result).toBe('NOT_FOUND');
    const hidden = await telegram.check({ target: { ...join, url: 'https://t.me/acme_private' }, account: me });
    expect(hidden).toMatchObject({ result: 'UNCHECKABLE', message: expect.stringContaining('@acme_private') });
    const privateInvite = await telegram.check({ target: { ...join, url: 'https://t.me/+AbCdEf' }, account: me });
    expect(privateInvite.result).toBe('UNCHECKABLE');
    fake.telegram.rateLimit.limit(5);
    const error = await telegram.check({ target: join, account: me }).catch((e) => e);
    expect(error).toBeInstanceOf(RateLimitedError);
    expect((error as RateLimitedError).retryAt.getTime()).toBeGreaterThan(Date.now() + 3_000);
    expect(fake.telegram.calls.every((path) => !path.includes('bot-secret'))).toBe(true);
  });
});
