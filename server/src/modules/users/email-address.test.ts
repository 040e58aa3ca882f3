import type { ErrorBody } from '@questboard/contract/errors';
import { usersApi } from '@questboard/contract/users';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../../../test/factories/users';
import { apiOf } from '../../../../test/helpers/api';
import { latestMail } from '../../../../test/helpers/mailbox';
import { createTestApp, type TestApp } from '../../../../test/helpers/test-app';
import { users } from '../../db/schema/users';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const api = apiOf(() => t.app);

/** An account made by signing in with a social network: no e-mail address, no password. */
async function socialOnlyUser() {
  const built = await buildUser(t.app);
  await t.app.ctx.db.update(users).set({ email: null, passwordHash: null }).where(eq(users.id, built.user.id));
  return built;
}

const unique = () => `added-${Math.random().toString(36).slice(2, 10)}@example.com`;

describe('adding an e-mail address to a social-only account', () => {
  it('sends a code to the address; the code, the address and a new password add it, and e-mail sign-in works', async () => {
    const { headers } = await socialOnlyUser();
    const email = unique();
    expect((await api(usersApi.addEmail, { headers, body: { email } })).json()).toEqual({ ok: true });
    const code = (await latestMail(t.app, email))?.code ?? '';
    expect(code).toMatch(/^\d{6}$/);

    // The code only works with the address it was sent to.
    const elsewhere = await api(usersApi.confirmEmail, {
      headers,
      body: { email: unique(), code, password: 'N3w-passw0rd!' },
    });
    expect(elsewhere.statusCode).toBe(400);
    const added = await api(usersApi.confirmEmail, { headers, body: { email, code, password: 'N3w-passw0rd!' } });
    expect(added.statusCode).toBe(200);
    expect(added.json().email).toBe(email);
    const signIn = await api(usersApi.signIn, { body: { email, password: 'N3w-passw0rd!' } });
    expect(signIn.statusCode).toBe(200);

    const again = await api(usersApi.addEmail, { headers, body: { email: unique() } });
    expect(again.statusCode).toBe(409);
    expect(again.json<ErrorBody>().code).toBe('EMAIL_ALREADY_SET');
  });

  it("answers alike for an address that is someone else's, which never receives a code", async () => {
    const owner = await buildUser(t.app);
    const { headers } = await socialOnlyUser();
    const taken = owner.user.email ?? '';
    const before = await latestMail(t.app, taken);
    expect((await api(usersApi.addEmail, { headers, body: { email: taken } })).json()).toEqual({ ok: true });
    expect(await latestMail(t.app, taken)).toEqual(before);
    const guess = await api(usersApi.confirmEmail, {
      headers,
      body: { email: taken, code: '123456', password: 'N3w-passw0rd!' },
    });
    expect(guess.statusCode).toBe(400);
  });

  it('refuses bad input and guests, and an account that has an address already', async () => {
    const { headers } = await socialOnlyUser();
    expect((await api(usersApi.addEmail, { headers, body: { email: 'not-an-address' } })).statusCode).toBe(400);
    expect((await api(usersApi.addEmail, { body: { email: unique() } })).statusCode).toBe(401);
    const short = await api(usersApi.confirmEmail, { headers, body: { email: unique(), code: '12', password: 'x' } });
    expect(short.statusCode).toBe(400);
    const withEmail = await buildUser(t.app);
    expect((await api(usersApi.addEmail, { headers: withEmail.headers, body: { email: unique() } })).statusCode).toBe(
      409,
    );
  });
});
