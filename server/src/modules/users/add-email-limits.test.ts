import { devApi } from '@questboard/contract/auth';
import type { ErrorBody } from '@questboard/contract/errors';
import { usersApi } from '@questboard/contract/users';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, uniqueEmail } from '../../../../test/factories/users';
import { apiOf } from '../../../../test/helpers/api';
import { createTestApp, type TestApp } from '../../../../test/helpers/test-app';
import { users } from '../../db/schema/users';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ MAIL_LIMIT_PER_USER_PER_DAY: '3', MAIL_LIMIT_PER_ADDRESS_PER_DAY: '2' });
});
afterAll(() => t.close());

const api = apiOf(() => t.app);

/** An account made by signing in with a social network: no e-mail address, no password. */
async function socialOnlyUser() {
  const built = await buildUser(t.app);
  await t.app.ctx.db.update(users).set({ email: null, passwordHash: null }).where(eq(users.id, built.user.id));
  return built;
}

const mailsTo = async (email: string) =>
  ((await api(devApi.mailbox, { query: { email } })).json() as { items: unknown[] }).items.length;

describe('add-email codes are capped per day', () => {
  it('per account: past its cap the caller is told to wait, and nobody is mailed', async () => {
    const { headers } = await socialOnlyUser();
    for (let i = 0; i < 3; i++) {
      const email = uniqueEmail('added');
      expect((await api(usersApi.addEmail, { headers, body: { email } })).statusCode).toBe(200);
      expect(await mailsTo(email)).toBe(1);
    }
    const email = uniqueEmail('added');
    const capped = await api(usersApi.addEmail, { headers, body: { email } });
    expect(capped.statusCode).toBe(429);
    expect(capped.json<ErrorBody>().code).toBe('RATE_LIMITED');
    expect(Number(capped.headers['retry-after'])).toBeGreaterThan(0);
    expect(await mailsTo(email)).toBe(0);
  });

  it('per address: a stranger asked for by many accounts gets two codes a day, and the answer does not tell', async () => {
    const stranger = uniqueEmail('stranger');
    for (let i = 0; i < 5; i++) {
      const { headers } = await socialOnlyUser();
      const asked = await api(usersApi.addEmail, { headers, body: { email: stranger } });
      expect(asked.json()).toEqual({ ok: true });
    }
    expect(await mailsTo(stranger)).toBe(2);
  });
});
