import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../../../test/factories/users';
import { latestMail } from '../../../../test/helpers/mailbox';
import { createTestApp, type TestApp } from '../../../../test/helpers/test-app';
import { users } from '../../db/schema/users';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (url: string, payload: object, headers: Record<string, string>) =>
  t.app.inject({ method: 'POST', url: `/api/v1${url}`, payload, headers });

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
    expect((await post('/users/add-email', { email }, headers)).json()).toEqual({ ok: true });
    const code = (await latestMail(t.app, email))?.code ?? '';
    expect(code).toMatch(/^\d{6}$/);

    // The code only works with the address it was sent to.
    const elsewhere = await post('/users/confirm-email', { email: unique(), code, password: 'N3w-passw0rd!' }, headers);
    expect(elsewhere.statusCode).toBe(400);
    const added = await post('/users/confirm-email', { email, code, password: 'N3w-passw0rd!' }, headers);
    expect(added.statusCode).toBe(200);
    expect(added.json().email).toBe(email);
    const signIn = await post('/users/sign-in', { email, password: 'N3w-passw0rd!' }, {});
    expect(signIn.statusCode).toBe(200);

    const again = await post('/users/add-email', { email: unique() }, headers);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('EMAIL_ALREADY_SET');
  });

  it("answers alike for an address that is someone else's, which never receives a code", async () => {
    const owner = await buildUser(t.app);
    const { headers } = await socialOnlyUser();
    const taken = owner.user.email ?? '';
    const before = await latestMail(t.app, taken);
    expect((await post('/users/add-email', { email: taken }, headers)).json()).toEqual({ ok: true });
    expect(await latestMail(t.app, taken)).toEqual(before);
    const guess = await post(
      '/users/confirm-email',
      { email: taken, code: '123456', password: 'N3w-passw0rd!' },
      headers,
    );
    expect(guess.statusCode).toBe(400);
  });

  it('refuses bad input and guests, and an account that has an address already', async () => {
    const { headers } = await socialOnlyUser();
    expect((await post('/users/add-email', { email: 'not-an-address' }, headers)).statusCode).toBe(400);
    expect((await post('/users/add-email', { email: unique() }, {})).statusCode).toBe(401);
    const short = await post('/users/confirm-email', { email: unique(), code: '12', password: 'x' }, headers);
    expect(short.statusCode).toBe(400);
    const withEmail = await buildUser(t.app);
    expect((await post('/users/add-email', { email: unique() }, withEmail.headers)).statusCode).toBe(409);
  });
});
