import { usersApi } from '@questboard/contract/users';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniqueEmail } from '../../../../test/factories/users';
import { apiOf } from '../../../../test/helpers/api';
import { latestMail } from '../../../../test/helpers/mailbox';
import { createTestApp, type TestApp } from '../../../../test/helpers/test-app';

// The role choice is kept on the account until it is made (the app offers it again), and the name given at sign-up
// is the one others see.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
const api = apiOf(() => t.app);

async function signUpAndActivate(body: { displayName?: string; type?: 'BUSINESS' }) {
  const email = uniqueEmail();
  const signUp = await api(usersApi.signUp, { body: { email, password: 'Quest1234', ...body } });
  expect(signUp.statusCode, signUp.body).toBe(200);
  const code = (await latestMail(t.app, email))?.code ?? '';
  const tokens = (await api(usersApi.activate, { body: { email, code } })).json();
  return { authorization: `Bearer ${tokens.accessToken}` };
}

describe('role choice and the name given at sign-up', () => {
  it('stays open after sign-up until the person chooses, and the chosen name is shown', async () => {
    const headers = await signUpAndActivate({ displayName: 'Ada Lovelace' });
    const before = (await api(usersApi.profile, { headers })).json();
    expect(before).toMatchObject({ roleChosen: false, displayName: 'Ada Lovelace', type: 'INFLUENCER' });
    // Another change of the profile does not count as the choice…
    await api(usersApi.updateProfile, { headers, body: { bio: 'Hello' } });
    expect((await api(usersApi.profile, { headers })).json().roleChosen).toBe(false);
    // …choosing the role does, and it stays chosen.
    const chosen = await api(usersApi.updateProfile, { headers, body: { type: 'BUSINESS' } });
    expect(chosen.json()).toMatchObject({ roleChosen: true, type: 'BUSINESS' });
  });

  it('counts a role sent with the sign-up as chosen, and leaves the name empty when none is given', async () => {
    const headers = await signUpAndActivate({ type: 'BUSINESS' });
    expect((await api(usersApi.profile, { headers })).json()).toMatchObject({ roleChosen: true, displayName: null });
  });

  it('refuses a name longer than 60 characters at sign-up, creating nothing', async () => {
    const email = uniqueEmail();
    const response = await api(usersApi.signUp, {
      body: { email, password: 'Quest1234', displayName: 'x'.repeat(61) },
    });
    expect(response.statusCode).toBe(400);
    expect(await latestMail(t.app, email)).toBeUndefined();
  });
});
