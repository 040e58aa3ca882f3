import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, uniqueEmail } from '../../../../test/factories/users';
import { latestMail } from '../../../../test/helpers/mailbox';
import { createTestApp, type TestApp } from '../../../../test/helpers/test-app';
import { emailCodes } from '../../db/schema/email-codes';
import { findUserByEmail } from './users.repository';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: `/api/v1${url}`, payload: payload as object, headers });

async function signUp(email = uniqueEmail(), password = 'Quest1234') {
  const response = await post('/users/sign-up', { email, password });
  expect(response.statusCode).toBe(200);
  const mail = await latestMail(t.app, email);
  return { email, password, code: mail?.code ?? '' };
}

describe('sign-up, activation and sign-in', () => {
  it('signs up, activates with the e-mailed code, signs in and reads the profile', async () => {
    const { email, password, code } = await signUp();
    expect(code).toMatch(/^\d{6}$/);

    const signInEarly = await post('/users/sign-in', { email, password });
    expect(signInEarly.statusCode).toBe(403);
    expect(signInEarly.json().code).toBe('INACTIVE_USER');

    const activated = await post('/users/active', { email, code });
    expect(activated.statusCode).toBe(200);
    expect(activated.json()).toMatchObject({ accessToken: expect.any(String), refreshToken: expect.any(String) });

    const signedIn = await post('/users/sign-in', { email: email.toUpperCase(), password });
    expect(signedIn.statusCode).toBe(200);
    const profile = await t.app.inject({
      method: 'GET',
      url: '/api/v1/users/profile',
      headers: { authorization: `Bearer ${signedIn.json().accessToken}` },
    });
    expect(profile.statusCode).toBe(200);
    expect(profile.json()).toMatchObject({ email, type: 'INFLUENCER' });
    expect(profile.json()).not.toHaveProperty('passwordHash');
  });

  it('stores an unknown user type as INFLUENCER', async () => {
    const email = uniqueEmail();
    await post('/users/sign-up', { email, password: 'Quest1234', type: 'WIZARD' });
    const { code } = (await latestMail(t.app, email)) ?? {};
    const tokens = (await post('/users/active', { email, code })).json();
    const profile = await t.app.inject({
      method: 'GET',
      url: '/api/v1/users/profile',
      headers: { authorization: `Bearer ${tokens.accessToken}` },
    });
    expect(profile.json().type).toBe('INFLUENCER');
  });

  it('never lets a second sign-up change the password of an unactivated address; it resends the code', async () => {
    const { email, password, code } = await signUp();
    const again = await post('/users/sign-up', { email, password: 'Attacker99' });
    expect(again.statusCode).toBe(200);
    const fresh = (await latestMail(t.app, email))?.code;
    expect(fresh).toMatch(/^\d{6}$/);
    if (fresh !== code) expect((await post('/users/active', { email, code })).json().code).toBe('INVALID_CODE');
    expect((await post('/users/active', { email, code: fresh })).statusCode).toBe(200);
    // The owner's password works; the second sign-up's does not.
    expect((await post('/users/sign-in', { email, password: 'Attacker99' })).statusCode).toBe(401);
    expect((await post('/users/sign-in', { email, password })).statusCode).toBe(200);
  });

  it('answers sign-up the same for new, unactivated and taken addresses, and says the rest by e-mail', async () => {
    const active = await buildUser(t.app);
    const inactive = await buildUser(t.app, { activated: false });
    const answers = [];
    for (const email of [uniqueEmail(), inactive.user.email, active.user.email]) {
      const response = await post('/users/sign-up', { email, password: 'Quest1234' });
      answers.push({ status: response.statusCode, body: response.json() });
    }
    expect(answers[0]).toEqual({ status: 200, body: { ok: true } });
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[2]).toEqual(answers[0]);
    expect((await latestMail(t.app, inactive.user.email))?.code).toMatch(/^\d{6}$/);
    const note = await latestMail(t.app, active.user.email);
    expect(note?.text).toContain('already has one');
    expect(note?.code).toBeUndefined();
    // The existing account's password is unchanged.
    expect((await post('/users/sign-in', { email: active.user.email, password: active.password })).statusCode).toBe(
      200,
    );
  });

  it('refuses a taken username at sign-up', async () => {
    const { user } = await buildUser(t.app);
    const response = await post('/users/sign-up', {
      email: uniqueEmail(),
      password: 'Quest1234',
      username: user.username.toUpperCase(),
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('USERNAME_TAKEN');
  });

  it('rejects a wrong password without saying whether the account exists', async () => {
    const { user } = await buildUser(t.app);
    const wrong = await post('/users/sign-in', { email: user.email, password: 'Nope12345' });
    const unknown = await post('/users/sign-in', { email: uniqueEmail(), password: 'Nope12345' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
  });

  it('states the password rule for a weak password', async () => {
    const response = await post('/users/sign-up', { email: uniqueEmail(), password: 'password' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
    expect(response.json().message).toContain('at least one letter and one digit');
  });
});

describe('activation codes', () => {
  it('allows at most 5 tries, then refuses even the right code', async () => {
    const { email, code } = await signUp();
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      const response = await post('/users/active', { email, code: wrong });
      expect(response.json().code).toBe('INVALID_CODE');
    }
    const blocked = await post('/users/active', { email, code });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().code).toBe('TOO_MANY_ATTEMPTS');
  });

  it('refuses an expired code', async () => {
    const { email, code } = await signUp();
    const user = await findUserByEmail(t.app.ctx.db, email);
    await t.app.ctx.db
      .update(emailCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(emailCodes.userId, user?.id ?? ''));
    const response = await post('/users/active', { email, code });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('CODE_EXPIRED');
  });

  it('stores codes hashed, never in clear', async () => {
    const { email, code } = await signUp();
    const user = await findUserByEmail(t.app.ctx.db, email);
    const rows = await t.app.ctx.db
      .select({ hash: emailCodes.codeHash })
      .from(emailCodes)
      .where(eq(emailCodes.userId, user?.id ?? ''));
    expect(rows).toHaveLength(1);
    expect(rows.some((row) => row.hash.includes(code))).toBe(false);
  });
});

describe('password reset and change', () => {
  it('resets the password with the e-mailed secret, once, and ends existing sessions', async () => {
    const built = await buildUser(t.app);
    const unknown = await post('/users/reset-password', { email: uniqueEmail() });
    expect(unknown.statusCode).toBe(200);
    expect((await post('/users/reset-password', { email: built.user.email })).statusCode).toBe(200);
    const mail = await latestMail(t.app, built.user.email);
    expect(mail?.text).toContain('popup=reset-password');
    const secretKey = mail?.secretKey ?? '';

    const reset = await post('/users/set-new-password', { email: built.user.email, password: 'Fresh1234', secretKey });
    expect(reset.statusCode).toBe(200);
    const reused = await post('/users/set-new-password', { email: built.user.email, password: 'Again1234', secretKey });
    expect(reused.statusCode).toBe(400);

    const oldSession = await t.app.inject({ method: 'GET', url: '/api/v1/users/profile', headers: built.headers });
    expect(oldSession.statusCode).toBe(401);
    expect((await post('/users/sign-in', { email: built.user.email, password: built.password })).statusCode).toBe(401);
    expect((await post('/users/sign-in', { email: built.user.email, password: 'Fresh1234' })).statusCode).toBe(200);
  });

  it('changes the password when the current one is right', async () => {
    const built = await buildUser(t.app);
    const wrong = await post(
      '/users/change-password',
      { currentPassword: 'Wrong1234', newPassword: 'Next12345' },
      built.headers,
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().code).toBe('INVALID_CREDENTIALS');
    const right = await post(
      '/users/change-password',
      { currentPassword: built.password, newPassword: 'Next12345' },
      built.headers,
    );
    expect(right.statusCode).toBe(200);
    expect((await post('/users/sign-in', { email: built.user.email, password: 'Next12345' })).statusCode).toBe(200);
  });
});

describe('with SIGN_UP=off', () => {
  it('refuses sign-up with a clear 403 and sends nothing', async () => {
    const closed = await createTestApp({ SIGN_UP: 'off' });
    try {
      const email = uniqueEmail();
      const response = await closed.app.inject({
        method: 'POST',
        url: '/api/v1/users/sign-up',
        payload: { email, password: 'Quest1234' },
      });
      expect(response.statusCode).toBe(403);
      expect(response.json().code).toBe('SIGN_UP_DISABLED');
      expect(await latestMail(closed.app, email)).toBeUndefined();
    } finally {
      await closed.close();
    }
  });
});
