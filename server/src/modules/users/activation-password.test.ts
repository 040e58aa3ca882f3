import type { ErrorBody } from '@questboard/contract/errors';
import { usersApi } from '@questboard/contract/users';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniqueEmail } from '../../../../test/factories/users';
import { apiOf } from '../../../../test/helpers/api';
import { latestMail } from '../../../../test/helpers/mailbox';
import { createTestApp, type TestApp } from '../../../../test/helpers/test-app';

let t: TestApp;
let api: ReturnType<typeof apiOf>;
beforeAll(async () => {
  t = await createTestApp();
  api = apiOf(t.app);
});
afterAll(() => t.close());

const OWNER = 'Owner1234';
const STRANGER = 'Stranger99';

/** Signs up and answers the code of the mail this sign-up caused. */
async function signUp(email: string, password: string): Promise<string> {
  expect((await api(usersApi.signUp, { body: { email, password } })).statusCode).toBe(200);
  const code = (await latestMail(t.app, email))?.code;
  expect(code).toMatch(/^\d{6}$/);
  return code ?? '';
}

const signInStatus = async (email: string, password: string) =>
  (await api(usersApi.signIn, { body: { email, password } })).statusCode;

async function expectOnlyOwnersPasswordWorks(email: string) {
  expect(await signInStatus(email, OWNER)).toBe(200);
  expect(await signInStatus(email, STRANGER)).toBe(401);
}

// Issue 31, item 1: a stranger who pre-registers someone's address must not keep a working password once the owner
// activates it. The password that counts is the one that came with the code the owner typed.
describe('activation sets the password that came with its code', () => {
  it('a stranger signed up first: the owner signs up, activates with her code, and only her password works', async () => {
    const email = uniqueEmail('owner');
    await signUp(email, STRANGER);
    const code = await signUp(email, OWNER);
    expect((await api(usersApi.activate, { body: { email, code } })).statusCode).toBe(200);
    await expectOnlyOwnersPasswordWorks(email);
  });

  it('a stranger signed up after the owner: her own code still works and keeps her password', async () => {
    const email = uniqueEmail('owner');
    const code = await signUp(email, OWNER);
    const strangers = await signUp(email, STRANGER);
    expect((await api(usersApi.activate, { body: { email, code } })).statusCode).toBe(200);
    await expectOnlyOwnersPasswordWorks(email);
    // The account is active: the stranger's code opens nothing.
    const late = await api(usersApi.activate, { body: { email, code: strangers } });
    expect(late.json<ErrorBody>().code).toBe('ALREADY_ACTIVE');
  });

  it('a resent code carries the password of the newest sign-up, whoever asks for the resend', async () => {
    const email = uniqueEmail('owner');
    await signUp(email, STRANGER);
    await signUp(email, OWNER);
    expect((await api(usersApi.resendEmail, { body: { email, type: 'REGISTER' } })).statusCode).toBe(200);
    const resent = (await latestMail(t.app, email))?.code ?? '';
    expect((await api(usersApi.activate, { body: { email, code: resent } })).statusCode).toBe(200);
    await expectOnlyOwnersPasswordWorks(email);
  });

  it('a password given with the code wins over the one its sign-up carried (the web app sends what was typed)', async () => {
    const email = uniqueEmail('owner');
    await signUp(email, OWNER);
    const strangers = await signUp(email, STRANGER);
    const activated = await api(usersApi.activate, { body: { email, code: strangers, password: OWNER } });
    expect(activated.statusCode).toBe(200);
    await expectOnlyOwnersPasswordWorks(email);
  });

  it('counts every wrong try against all working codes: five wrong tries stop each of them', async () => {
    const email = uniqueEmail('owner');
    const first = await signUp(email, OWNER);
    const second = await signUp(email, OWNER);
    const wrong = ['000000', '111111', '222222'].find((c) => c !== first && c !== second) ?? '333333';
    for (let i = 0; i < 5; i++) {
      expect((await api(usersApi.activate, { body: { email, code: wrong } })).json<ErrorBody>().code).toBe(
        'INVALID_CODE',
      );
    }
    const blocked = await api(usersApi.activate, { body: { email, code: first } });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json<ErrorBody>().code).toBe('TOO_MANY_ATTEMPTS');
  });

  it('refuses a weak password at activation with the password rule, and the code still works after', async () => {
    const email = uniqueEmail('owner');
    const code = await signUp(email, OWNER);
    const weak = await api(usersApi.activate, { body: { email, code, password: 'short' } });
    expect(weak.statusCode).toBe(400);
    expect(weak.json<ErrorBody>().code).toBe('VALIDATION_ERROR');
    expect((await api(usersApi.activate, { body: { email, code } })).statusCode).toBe(200);
    await expectOnlyOwnersPasswordWorks(email);
  });
});
