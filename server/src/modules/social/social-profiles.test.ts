import type { ErrorBody } from '@questboard/contract/errors';
import { socialAuthApi, socialsApi } from '@questboard/contract/socials';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildBrand } from '../../../../test/factories/brands';
import { buildUser } from '../../../../test/factories/users';
import { type FakeUser, SocialFake } from '../../../../test/fakes/social/social-fake';
import { signTelegramLogin } from '../../../../test/fakes/social/telegram-login';
import { apiOf } from '../../../../test/helpers/api';
import { TestBrowser } from '../../../../test/helpers/social-flow';
import { createTestApp, type TestApp } from '../../../../test/helpers/test-app';

const BOT_TOKEN = '123456:fake-telegram-bot-token';
let fake: SocialFake;
let t: TestApp;

beforeAll(async () => {
  fake = await new SocialFake().start();
  t = await createTestApp({ ...fake.env(), TELEGRAM_BOT_TOKEN: BOT_TOKEN, TELEGRAM_BOT_USERNAME: 'questboard_bot' });
});
afterAll(async () => {
  await t?.close();

  await fake?.stop();
});

const api = apiOf(() => t.app);

const xUser = (): FakeUser => {
  const id = String(Math.floor(Math.random() * 1e15));
  return { id, username: `x_${id.slice(0, 8)}` };
};

describe("a brand's X account", () => {
  it('the owner proves it; the brand shows it verified and its X handle becomes it', async () => {
    const { owner, brand } = await buildBrand(t.app);
    const account = xUser();
    fake.signedIn.set('twitter', account);
    const result = await new TestBrowser(t.app).roundTrip(fake, 'connect-twitter', owner.headers, 'approve', {
      brandId: brand.id,
    });
    expect(result.get('status')).toBe('brand_verified');
    const socials = await api(socialsApi.brandSocials, { params: { brandId: brand.id } });
    expect(socials.json().items).toEqual([expect.objectContaining({ network: 'TWITTER', username: account.username })]);
    expect((await t.app.services.socialTokens.forBrand(brand.id, 'TWITTER'))?.providerUserId).toBe(account.id);
    // Not on the owner's personal accounts.
    expect(
      (await api(socialsApi.mySocial, { params: { network: 'twitter' }, headers: owner.headers })).statusCode,
    ).toBe(404);
  });

  it("someone else cannot start proving another's brand", async () => {
    const { brand } = await buildBrand(t.app);
    const stranger = await buildUser(t.app);
    const res = await api(socialAuthApi.connect, {
      params: { network: 'twitter' },
      query: { brandId: brand.id },
      headers: stranger.headers,
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('Telegram and Facebook profile', () => {
  it('connects Telegram with a correctly signed widget answer and refuses a forged one', async () => {
    const me = await buildUser(t.app);
    const data = { id: '777000123', username: 'tg_person', auth_date: Math.floor(Date.now() / 1000) };
    const hash = signTelegramLogin(BOT_TOKEN, data);
    const forged = await api(socialsApi.telegramConnect, {
      headers: me.headers,
      body: { ...data, username: 'someone_else', hash },
    });
    expect(forged.statusCode).toBe(400);
    expect(forged.json<ErrorBody>().code).toBe('TELEGRAM_AUTH_INVALID');
    const ok = await api(socialsApi.telegramConnect, { headers: me.headers, body: { ...data, hash } });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({
      network: 'TELEGRAM',
      username: 'tg_person',
      profileUrl: 'https://t.me/tg_person',
    });
  });

  it('a widget answer serves one account: after its owner disconnects, nobody else can replay it', async () => {
    const [owner, thief] = await Promise.all([buildUser(t.app), buildUser(t.app)]);
    const data = { id: '777000456', username: 'tg_owner', auth_date: Math.floor(Date.now() / 1000) };
    const body = { ...data, hash: signTelegramLogin(BOT_TOKEN, data) };
    expect((await api(socialsApi.telegramConnect, { headers: owner.headers, body })).statusCode).toBe(200);
    // The owner sending the same answer again (a double click) is still fine.
    expect((await api(socialsApi.telegramConnect, { headers: owner.headers, body })).statusCode).toBe(200);
    const params = { network: 'telegram' as const };
    expect((await api(socialsApi.disconnect, { params, headers: owner.headers })).statusCode).toBe(200);

    const replay = await api(socialsApi.telegramConnect, { headers: thief.headers, body });
    expect(replay.statusCode).toBe(400);
    expect(replay.json<ErrorBody>().code).toBe('TELEGRAM_AUTH_USED');
    expect((await api(socialsApi.mySocial, { params, headers: thief.headers })).statusCode).toBe(404);

    // A fresh answer from Telegram for the thief's own account works.
    const own = { id: '777000789', username: 'tg_thief', auth_date: Math.floor(Date.now() / 1000) };
    const fresh = { ...own, hash: signTelegramLogin(BOT_TOKEN, own) };
    expect((await api(socialsApi.telegramConnect, { headers: thief.headers, body: fresh })).statusCode).toBe(200);
  });

  it('stores a Facebook profile address and refuses anything else', async () => {
    const me = await buildUser(t.app);
    const bad = await api(socialsApi.setFacebookProfile, {
      headers: me.headers,
      body: { facebookProfileUrl: 'https://evil.example/me' },
    });
    expect(bad.statusCode).toBe(400);
    const ok = await api(socialsApi.setFacebookProfile, {
      headers: me.headers,
      body: { facebookProfileUrl: 'https://www.facebook.com/some.person' },
    });
    expect(ok.statusCode).toBe(200);
    const socials = await api(socialsApi.mySocials, { headers: me.headers });
    expect(socials.json().facebookProfileUrl).toBe('https://www.facebook.com/some.person');
  });
});
