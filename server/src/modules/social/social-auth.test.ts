import { randomUUID } from 'node:crypto';
import { eligibilityApi } from '@questboard/contract/eligibility';
import type { ErrorBody } from '@questboard/contract/errors';
import { peopleApi } from '@questboard/contract/people';
import { referralsApi } from '@questboard/contract/referrals';
import { socialAuthApi, socialsApi } from '@questboard/contract/socials';
import { usersApi } from '@questboard/contract/users';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildFundedQuest } from '../../../../test/factories/rewards';
import { buildUser } from '../../../../test/factories/users';
import { type FakeUser, SocialFake } from '../../../../test/fakes/social/social-fake';
import { apiOf } from '../../../../test/helpers/api';
import { TestBrowser } from '../../../../test/helpers/social-flow';
import { createTestApp, type TestApp } from '../../../../test/helpers/test-app';
import { questEligibility } from '../../db/schema/eligibility';

const BOT_TOKEN = '123456:fake-telegram-bot-token';
let fake: SocialFake;
let t: TestApp;
const logLines: string[] = [];

beforeAll(async () => {
  fake = await new SocialFake().start();
  t = await createTestApp(
    { ...fake.env(), TELEGRAM_BOT_TOKEN: BOT_TOKEN, TELEGRAM_BOT_USERNAME: 'questboard_bot', LOG_LEVEL: 'trace' },
    { logStream: { write: (line) => void logLines.push(line) } },
  );
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

describe('connecting a social account', () => {
  it('keeps when X says the account was made: a quest asking an older X account reads its age', async () => {
    const me = await buildUser(t.app);
    const twelveDaysAgo = new Date(Date.now() - 12 * 86_400_000 - 60_000).toISOString();
    fake.signedIn.set('twitter', { ...xUser(), createdAt: twelveDaysAgo });
    const result = await new TestBrowser(t.app).roundTrip(fake, 'connect-twitter', me.headers);
    expect(result.get('status')).toBe('connected');
    const { quest } = await buildFundedQuest(t.app);
    await t.app.ctx.db
      .insert(questEligibility)
      .values({ questId: quest.id, rules: [{ kind: 'X_ACCOUNT_AGE', days: 30 }] });
    const status = await api(eligibilityApi.get, { params: { id: quest.id }, headers: me.headers });
    expect(status.json().rules).toEqual([{ rule: { kind: 'X_ACCOUNT_AGE', days: 30 }, met: false, seen: 12 }]);
  });

  it('links X to the signed-in user and shows it without any token', async () => {
    const me = await buildUser(t.app);
    const person = { ...xUser(), followers: 4321 };
    fake.signedIn.set('twitter', person);
    const result = await new TestBrowser(t.app).roundTrip(fake, 'connect-twitter', me.headers);
    expect(result.get('status')).toBe('connected');
    expect(result.get('redirect')).toBe('/settings/socials-connect');
    // X's follower count becomes the audience the influencer directory shows.
    const listed = await api(peopleApi.influencers, { query: { keyword: me.user.username } });
    expect(listed.json().items[0]).toMatchObject({
      audience: 4321,
      socials: [{ network: 'TWITTER', username: person.username, audience: 4321 }],
    });

    const socials = await api(socialsApi.mySocials, { headers: me.headers });
    expect(socials.statusCode).toBe(200);
    expect(socials.json().items).toEqual([
      expect.objectContaining({
        network: 'TWITTER',
        username: person.username,
        providerUserId: person.id,
        active: true,
      }),
    ]);
    const one = await api(socialsApi.mySocial, { params: { network: 'twitter' }, headers: me.headers });
    expect(one.json().username).toBe(person.username);
    for (const token of fake.issued) {
      expect(socials.body).not.toContain(token);
      expect(one.body).not.toContain(token);
    }
    // The verifiers' seam hands out the live token.
    const credential = await t.app.services.socialTokens.forUser(me.user.id, 'TWITTER');
    expect(credential?.username).toBe(person.username);
    expect(fake.userOf(credential?.accessToken)?.user.id).toBe(person.id);
  });

  it('refreshes an expired token through the provider (rotated refresh token)', async () => {
    const me = await buildUser(t.app);
    fake.signedIn.set('twitter', xUser());
    fake.expiresIn = 1; // already inside the refresh margin
    try {
      await new TestBrowser(t.app).roundTrip(fake, 'connect-twitter', me.headers);
    } finally {
      fake.expiresIn = 7200;
    }
    const first = fake.issued.at(-2);
    const credential = await t.app.services.socialTokens.forUser(me.user.id, 'TWITTER');
    expect(credential?.accessToken).toBeTruthy();
    expect(credential?.accessToken).not.toBe(first);
    expect(fake.userOf(credential?.accessToken)).toBeDefined();
    // Fresh now: a second ask spends no refresh.
    const again = await t.app.services.socialTokens.forUser(me.user.id, 'TWITTER');
    expect(again?.accessToken).toBe(credential?.accessToken);
  });

  it('connects every OAuth network through its own provider shape', async () => {
    const me = await buildUser(t.app);
    for (const network of ['facebook', 'instagram', 'tiktok', 'discord'] as const) {
      const person = xUser();
      fake.signedIn.set(network, person);
      const result = await new TestBrowser(t.app).roundTrip(fake, `connect-${network}`, me.headers);
      expect(result.get('status'), network).toBe('connected');
      const credential = await t.app.services.socialTokens.forUser(me.user.id, network.toUpperCase() as 'TIKTOK');
      expect(credential?.providerUserId, network).toBe(person.id);
      expect(fake.userOf(credential?.accessToken), network).toBeDefined();
    }
    const socials = await api(socialsApi.mySocials, { headers: me.headers });
    expect(socials.json().items.map((i: { network: string }) => i.network)).toEqual([
      'DISCORD',
      'FACEBOOK',
      'INSTAGRAM',
      'TIKTOK',
    ]);
  });

  it('refuses an account that belongs to another user, with a clear result', async () => {
    const first = await buildUser(t.app);
    const second = await buildUser(t.app);
    fake.signedIn.set('twitter', xUser());
    expect((await new TestBrowser(t.app).roundTrip(fake, 'connect-twitter', first.headers)).get('status')).toBe(
      'connected',
    );
    const result = await new TestBrowser(t.app).roundTrip(fake, 'connect-twitter', second.headers);
    expect(result.get('status')).toBe('taken');
    const theirs = await api(socialsApi.mySocial, { params: { network: 'twitter' }, headers: second.headers });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json<ErrorBody>().code).toBe('SOCIAL_NOT_CONNECTED');
  });

  it('disconnects: the account and its tokens are gone', async () => {
    const me = await buildUser(t.app);
    fake.signedIn.set('discord', xUser());
    await new TestBrowser(t.app).roundTrip(fake, 'connect-discord', me.headers);
    const res = await api(socialsApi.disconnect, { params: { network: 'discord' }, headers: me.headers });
    expect(res.statusCode).toBe(200);
    expect((await api(socialsApi.mySocial, { params: { network: 'discord' }, headers: me.headers })).statusCode).toBe(
      404,
    );
    expect(await t.app.services.socialTokens.forUser(me.user.id, 'DISCORD')).toBeNull();
    const again = await api(socialsApi.disconnect, { params: { network: 'discord' }, headers: me.headers });
    expect(again.statusCode).toBe(404);
  });

  it('needs a signed-in user and a configured network', async () => {
    expect((await api(socialAuthApi.connect, { params: { network: 'twitter' } })).statusCode).toBe(401);
    const me = await buildUser(t.app);
    const bad = await api(socialAuthApi.connect, { params: { network: 'myspace' }, headers: me.headers });
    expect(bad.statusCode).toBe(400);
    const providers = await api(socialsApi.providers);
    expect(providers.json().items).toContainEqual({
      network: 'TELEGRAM',
      configured: true,
      login: false,
      telegramBotUsername: 'questboard_bot',
    });
  });
});

describe('signing in with a social account', () => {
  it('signs up a new user (role pick next), then signs the same person in again', async () => {
    const person = xUser();
    fake.signedIn.set('tiktok', person);
    const browser = new TestBrowser(t.app);
    const result = await browser.roundTrip(fake, 'login-tiktok');
    expect(result.get('status')).toBe('signed_in');
    const ticket = result.get('ticket') ?? '';
    const tokens = await browser.call(socialAuthApi.finishLogin, { body: { ticket } });
    expect(tokens.statusCode).toBe(200);
    expect(tokens.json().newUser).toBe(true);
    const auth = { authorization: `Bearer ${tokens.json().accessToken}` };
    const profile = await api(usersApi.profile, { headers: auth });
    expect(profile.json()).toMatchObject({ email: null });

    // The ticket is single use.
    expect((await browser.call(socialAuthApi.finishLogin, { body: { ticket } })).statusCode).toBe(400);

    const again = await browser.roundTrip(fake, 'login-tiktok');
    const second = await browser.call(socialAuthApi.finishLogin, { body: { ticket: again.get('ticket') ?? '' } });
    expect(second.json().newUser).toBe(false);
    const profile2 = await api(usersApi.profile, { headers: { authorization: `Bearer ${second.json().accessToken}` } });
    expect(profile2.json().id).toBe(profile.json().id);
  });

  it('signs in an existing user who connected the account before', async () => {
    const me = await buildUser(t.app);
    const person = xUser();
    fake.signedIn.set('twitter', person);
    await new TestBrowser(t.app).roundTrip(fake, 'connect-twitter', me.headers);
    const browser = new TestBrowser(t.app);
    const result = await browser.roundTrip(fake, 'login-twitter');
    const tokens = await browser.call(socialAuthApi.finishLogin, { body: { ticket: result.get('ticket') ?? '' } });
    expect(tokens.json().newUser).toBe(false);
    const profile = await api(usersApi.profile, { headers: { authorization: `Bearer ${tokens.json().accessToken}` } });
    expect(profile.json().id).toBe(me.user.id);
  });

  it('records the referral code a sign-in started with for the account it makes, never for an existing one', async () => {
    const referrer = await buildUser(t.app);
    const { code } = (await api(referralsApi.mine, { headers: referrer.headers })).json();
    fake.signedIn.set('tiktok', xUser());
    const browser = new TestBrowser(t.app);
    const result = await browser.roundTrip(fake, 'login-tiktok', {}, 'approve', { ref: code });
    const tokens = await browser.call(socialAuthApi.finishLogin, { body: { ticket: result.get('ticket') ?? '' } });
    expect(tokens.json().newUser).toBe(true);
    expect((await api(referralsApi.mine, { headers: referrer.headers })).json()).toMatchObject({ invited: 1 });

    // The referrer signing in with their own link (an account they connected before): nothing is recorded.
    const person = xUser();
    fake.signedIn.set('twitter', person);
    await new TestBrowser(t.app).roundTrip(fake, 'connect-twitter', referrer.headers);
    const own = await new TestBrowser(t.app).roundTrip(fake, 'login-twitter', {}, 'approve', { ref: code });
    expect(own.get('status')).toBe('signed_in');
    expect((await api(referralsApi.mine, { headers: referrer.headers })).json()).toMatchObject({ invited: 1 });
  });

  it('never attaches to an existing e-mail account because the provider reports its address', async () => {
    const owner = await buildUser(t.app);
    fake.signedIn.set('facebook', { ...xUser(), email: owner.user.email });
    const browser = new TestBrowser(t.app);
    const result = await browser.roundTrip(fake, 'login-facebook');
    expect(result.get('status')).toBe('email_exists');
    expect(result.get('ticket')).toBeNull();
  });

  it('refuses a ticket presented by another browser', async () => {
    fake.signedIn.set('instagram', xUser());
    const result = await new TestBrowser(t.app).roundTrip(fake, 'login-instagram');
    const thief = new TestBrowser(t.app);
    const res = await thief.call(socialAuthApi.finishLogin, { body: { ticket: result.get('ticket') ?? '' } });
    expect(res.statusCode).toBe(400);
    expect(res.json<ErrorBody>().code).toBe('SOCIAL_LOGIN_INVALID');
  });
});

describe('a round trip that goes wrong ends on a page that says what happened', () => {
  it('denied consent', async () => {
    fake.signedIn.set('twitter', xUser());
    const result = await new TestBrowser(t.app).roundTrip(fake, 'login-twitter', {}, 'deny');
    expect(result.get('status')).toBe('denied');
    expect(result.get('network')).toBe('twitter');
  });

  it('a replayed callback (the same code and state again)', async () => {
    const me = await buildUser(t.app);
    fake.signedIn.set('twitter', xUser());
    const browser = new TestBrowser(t.app);
    const callbackUrl = await fake.consent(await browser.start('connect-twitter', me.headers));
    expect((await browser.callback(callbackUrl)).get('status')).toBe('connected');
    expect((await browser.callback(callbackUrl)).get('status')).toBe('replayed');
  });

  it('a mismatched state, and a state opened in another browser', async () => {
    const me = await buildUser(t.app);
    fake.signedIn.set('twitter', xUser());
    const browser = new TestBrowser(t.app);
    const callbackUrl = new URL(await fake.consent(await browser.start('connect-twitter', me.headers)));
    const forged = new URL(callbackUrl);
    forged.searchParams.set('state', randomUUID());
    expect((await browser.callback(forged.toString())).get('status')).toBe('state_mismatch');
    // The real state, but from a browser that did not start the round trip (login CSRF).
    expect((await new TestBrowser(t.app).callback(callbackUrl.toString())).get('status')).toBe('state_mismatch');
    // The real browser can still finish it.
    expect((await browser.callback(callbackUrl.toString())).get('status')).toBe('connected');
  });

  it('a code the provider rejects, and a provider error', async () => {
    const me = await buildUser(t.app);
    fake.signedIn.set('discord', xUser());
    const browser = new TestBrowser(t.app);
    const tampered = new URL(await fake.consent(await browser.start('connect-discord', me.headers)));
    tampered.searchParams.set('code', 'not-a-real-code');
    expect((await browser.callback(tampered.toString())).get('status')).toBe('code_rejected');

    const failed = new URL(await fake.consent(await browser.start('connect-discord', me.headers)));
    failed.searchParams.delete('code');
    failed.searchParams.set('error', 'server_error');
    expect((await browser.callback(failed.toString())).get('status')).toBe('provider_error');
  });

  it('a redirect to another site is replaced by our own page', async () => {
    const me = await buildUser(t.app);
    fake.signedIn.set('twitter', xUser());
    for (const evil of ['https://evil.example/x', '//evil.example/x', '/\\evil.example', '/..//evil.example/x']) {
      const result = await new TestBrowser(t.app).roundTrip(fake, 'connect-twitter', me.headers, 'approve', {
        redirect: evil,
      });
      expect(result.get('redirect')).toBe('/settings/socials-connect');
    }
    const ok = await new TestBrowser(t.app).roundTrip(fake, 'connect-twitter', me.headers, 'approve', {
      redirect: '/quests/abc?tab=1',
    });
    expect(ok.get('redirect')).toBe('/quests/abc?tab=1');
  });
});

describe('secrets', () => {
  it('never writes a provider token, code or state to the log', async () => {
    expect(fake.issued.length).toBeGreaterThan(5);
    expect(logLines.length).toBeGreaterThan(20);
    const log = logLines.join('');
    for (const token of fake.issued) expect(log).not.toContain(token);
    expect(log).not.toMatch(/[?&](code|state|ticket)=/);
  });
});
