import { FakeDiscord } from './fake-discord';
import { FakeTelegram } from './fake-telegram';
import { FakeX } from './fake-x';
import { FakeXOAuth } from './fake-x-oauth';
import { startHttpFake } from './http-fake';

export interface SocialApiFake {
  x: FakeX;
  /** X's authorize and token endpoints (the connect flow in browser tests). */
  xOAuth: FakeXOAuth;
  discord: FakeDiscord;
  telegram: FakeTelegram;
  /** The environment that points the server's verifiers at this fake. */
  env: Record<string, string>;
  close(): Promise<void>;
}

/**
 * One local server standing in for the provider APIs social checks call: X under `/x/2`, Discord under
 * `/discord/api/v10`, Telegram's Bot API under `/telegram`. Tests shape the world through `x`, `discord` and
 * `telegram` ("@alice follows @acme") and read which calls were made.
 */
export async function startSocialApiFake(botToken = '123456:fake-bot-token'): Promise<SocialApiFake> {
  const x = new FakeX();
  const discord = new FakeDiscord();
  const telegram = new FakeTelegram(botToken);
  const xOAuth = new FakeXOAuth(x);
  const mounts = [
    { prefix: '/x-oauth', fake: xOAuth },
    { prefix: '/x/2', fake: x },
    { prefix: '/discord/api/v10', fake: discord },
    { prefix: '/telegram', fake: telegram },
  ];
  const server = await startHttpFake((request) => {
    const mount = mounts.find((m) => request.path.startsWith(`${m.prefix}/`));
    return mount ? mount.fake.handle({ ...request, path: request.path.slice(mount.prefix.length) }) : null;
  });
  return {
    x,
    xOAuth,
    discord,
    telegram,
    env: {
      TWITTER_API_BASE_URL: `${server.url}/x/2`,
      TWITTER_AUTHORIZE_URL: `${server.url}/x-oauth/i/oauth2/authorize`,
      TWITTER_TOKEN_URL: `${server.url}/x-oauth/2/oauth2/token`,
      DISCORD_API_BASE_URL: `${server.url}/discord/api/v10`,
      TELEGRAM_API_BASE_URL: `${server.url}/telegram`,
      TELEGRAM_BOT_TOKEN: botToken,
      TELEGRAM_BOT_USERNAME: 'questboard_fake_bot',
    },
    close: server.close,
  };
}
