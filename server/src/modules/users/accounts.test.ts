import type { ErrorBody } from '@questboard/contract/errors';
import { usersApi } from '@questboard/contract/users';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, uniqueEmail } from '../../../../test/factories/users';
import { apiOf, callEndpoint } from '../../../../test/helpers/api';
import { latestMail } from '../../../../test/helpers/mailbox';
import { createTestApp, type TestApp } from '../../../../test/helpers/test-app';
import { emailCodes } from '../../db/schema/email-codes';
import { findUserByEmail } from './users.repository';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const api = apiOf(() => t.app);

async function signUp(email = uniqueEmail(), password = 'Quest1234') {
  const response = await api(usersApi.signUp, { body: { email, password } });
  expect(response.statusCode).toBe(200);
  const mail = await latestMail(t.app, email);
  return { email, password, code: mail?.code ?? '' };
}

describe('sign-up, activation and sign-in', () => {
  it('signs up, activates with the e-mailed code, signs in and reads the profile', async () => {
    const { email, password, code } = await signUp();
    expect(code).toMatch(/^\d{6}$/);

    const signInEarly = await api(usersApi.signIn, { body: { email, password } });
    expect(signInEarly.statusCode).toBe(403);
    expect(signInEarly.json<ErrorBody>().code).toBe('INACTIVE_USER');

    const activated = await api(usersApi.activate, { body: { email, code } });
    expect(activated.statusCode).toBe(200);
    expect(activated.json()).toMatchObject({ accessToken: expect.any(String), refreshToken: expect.any(String) });

    const signedIn = await api(usersApi.signIn, { body: { email: email.toUpperCase(), password } });
    expect(signedIn.statusCode).toBe(200);
    const profile = await api(usersApi.profile, {
      headers: { authorization: `Bearer ${signedIn.json().accessToken}` },
    });
    expect(profile.statusCode).toBe(200);
    expect(profile.json()).toMatchObject({ email, type: 'INFLUENCER' });
    expect(profile.json()).not.toHaveProperty('passwordHash');
  });

  it('stores an unknown user type as INFLUENCER', async () => {
    const email = uniqueEmail();
    await api(usersApi.signUp, { body: { email, password: 'Quest1234', type: 'WIZARD' } });
    const { code } = (await latestMail(t.app, email)) ?? {};
    const tokens = (await api(usersApi.activate, { body: { email, code: code ?? '' } })).json();
    const profile = await api(usersApi.profile, { headers: { authorization: `Bearer ${tokens.accessToken}` } });
    expect(profile.json().type).toBe('INFLUENCER');
  });

  it('never lets a second sign-up change the stored password of an unactivated address; it mails a code', async () => {
    const { email, password } = await signUp();
    const again = await api(usersApi.signUp, { body: { email, password: 'Attacker99' } });
    expect(again.statusCode).toBe(200);
    expect((await latestMail(t.app, email))?.code).toMatch(/^\d{6}$/);
    // Before activation, the first sign-up's password is the one that is checked (activation-password.test.ts).
    expect((await api(usersApi.signIn, { body: { email, password: 'Attacker99' } })).statusCode).toBe(401);
    expect((await api(usersApi.signIn, { body: { email, password } })).json<ErrorBody>().code).toBe('INACTIVE_USER');
  });

  it('answers sign-up the same for new, unactivated and taken addresses, and says the rest by e-mail', async () => {
    const active = await buildUser(t.app);
    const inactive = await buildUser(t.app, { activated: false });
    const answers = [];
    for (const email of [uniqueEmail(), inactive.user.email, active.user.email]) {
      const response = await api(usersApi.signUp, { body: { email, password: 'Quest1234' } });
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
    expect(
      (await api(usersApi.signIn, { body: { email: active.user.email, password: active.password } })).statusCode,
    ).toBe(200);
  });

  it('refuses a taken username at sign-up', async () => {
    const { user } = await buildUser(t.app);
    const response = await api(usersApi.signUp, {
      body: {
        email: uniqueEmail(),
        password: 'Quest1234',
        username: user.username.toUpperCase(),
      },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json<ErrorBody>().code).toBe('USERNAME_TAKEN');
  });

  it('rejects a wrong password without saying whether the account exists', async () => {
    const { user } = await buildUser(t.app);
    const wrong = await api(usersApi.signIn, { body: { email: user.email, password: 'Nope12345' } });
    const unknown = await api(usersApi.signIn, { body: { email: uniqueEmail(), password: 'Nope12345' } });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
  });

  it('states the password rule for a weak password', async () => {
    const response = await api(usersApi.signUp, { body: { email: uniqueEmail(), password: 'password' } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
    expect(response.json<ErrorBody>().message).toContain('at least one letter and one digit');
  });
});

describe('activation codes', () => {
  it('allows at most 5 tries, then refuses even the right code', async () => {
    const { email, code } = await signUp();
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      const response = await api(usersApi.activate, { body: { email, code: wrong } });
      expect(response.json<ErrorBody>().code).toBe('INVALID_CODE');
    }
    const blocked = await api(usersApi.activate, { body: { email, code } });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json<ErrorBody>().code).toBe('TOO_MANY_ATTEMPTS');
  });

  it('refuses an expired code', async () => {
    const { email, code } = await signUp();
    const user = await findUserByEmail(t.app.ctx.db, email);
    await t.app.ctx.db
      .update(emailCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(emailCodes.userId, user?.id ?? ''));
    const response = await api(usersApi.activate, { body: { email, code } });
    expect(response.statusCode).toBe(400);
    expect(response.json<ErrorBody>().code).toBe('CODE_EXPIRED');
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
    const unknown = await api(usersApi.resetPassword, { body: { email: uniqueEmail() } });
    expect(unknown.statusCode).toBe(200);
    expect((await api(usersApi.resetPassword, { body: { email: built.user.email } })).statusCode).toBe(200);
    const mail = await latestMail(t.app, built.user.email);
    expect(mail?.text).toContain('popup=reset-password');
    const secretKey = mail?.secretKey ?? '';

    const reset = await api(usersApi.setNewPassword, {
      body: { email: built.user.email, password: 'Fresh1234', secretKey },
    });
    expect(reset.statusCode).toBe(200);
    const reused = await api(usersApi.setNewPassword, {
      body: { email: built.user.email, password: 'Again1234', secretKey },
    });
    expect(reused.statusCode).toBe(400);

    const oldSession = await api(usersApi.profile, { headers: built.headers });
    expect(oldSession.statusCode).toBe(401);
    expect(
      (await api(usersApi.signIn, { body: { email: built.user.email, password: built.password } })).statusCode,
    ).toBe(401);
    expect((await api(usersApi.signIn, { body: { email: built.user.email, password: 'Fresh1234' } })).statusCode).toBe(
      200,
    );
  });

  it('changes the password when the current one is right', async () => {
    const built = await buildUser(t.app);
    const wrong = await api(usersApi.changePassword, {
      headers: built.headers,
      body: { currentPassword: 'Wrong1234', newPassword: 'Next12345' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json<ErrorBody>().code).toBe('INVALID_CREDENTIALS');
    const right = await api(usersApi.changePassword, {
      headers: built.headers,
      body: { currentPassword: built.password, newPassword: 'Next12345' },
    });
    expect(right.statusCode).toBe(200);
    expect((await api(usersApi.signIn, { body: { email: built.user.email, password: 'Next12345' } })).statusCode).toBe(
      200,
    );
  });
});

describe('with SIGN_UP=off', () => {
  it('refuses sign-up with a clear 403 and sends nothing', async () => {
    const closed = await createTestApp({ SIGN_UP: 'off' });
    try {
      const email = uniqueEmail();
      const response = await callEndpoint(closed.app, usersApi.signUp, { body: { email, password: 'Quest1234' } });
      expect(response.statusCode).toBe(403);
      expect(response.json<ErrorBody>().code).toBe('SIGN_UP_DISABLED');
      expect(await latestMail(closed.app, email)).toBeUndefined();
    } finally {
      await closed.close();
    }
  });
});
