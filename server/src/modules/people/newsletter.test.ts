import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniqueEmail } from '../../../../test/factories/users';
import { latestMail } from '../../../../test/helpers/mailbox';
import { createTestApp, type TestApp } from '../../../../test/helpers/test-app';
import { newsletterSubscriptions } from '../../db/schema/people';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (url: string, payload?: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: `/api/v1${url}`, headers, ...(payload ? { payload } : {}) });
const rowOf = async (email: string) =>
  (await t.app.ctx.db.select().from(newsletterSubscriptions)).find((r) => r.email === email);

describe('newsletter', () => {
  it('signs up with double opt-in, confirms by the e-mailed link and leaves in one click', async () => {
    const email = uniqueEmail('news');
    expect((await post('/subcribe', { email })).json()).toEqual({ ok: true });
    const mail = await latestMail(t.app, email);
    expect(mail?.subject).toContain('Confirm');
    const token = mail?.secretKey ?? '';
    expect(mail?.text).toContain(`/confirmation?newsletter=confirm&token=${token}`);
    expect((await rowOf(email))?.confirmed).toBe(false);

    expect((await post('/subcribe/confirm', { token })).json()).toEqual({ email });
    expect((await rowOf(email))?.confirmed).toBe(true);
    // Signing up again once confirmed sends nothing new.
    expect((await post('/subscribe', { email })).statusCode).toBe(200);
    expect((await latestMail(t.app, email))?.secretKey).toBe(token);

    // RFC 8058: the mail client posts a form body to the List-Unsubscribe address.
    const oneClick = await t.app.inject({
      method: 'POST',
      url: `/api/v1/subcribe/unsubscribe?token=${token}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.json()).toEqual({ ok: true });
    const row = await rowOf(email);
    expect(row?.confirmed).toBe(false);
    expect(row?.unsubscribedAt).not.toBeNull();
    expect((await post('/subcribe/confirm', { token })).statusCode).toBe(400);
  });

  it('refuses bad addresses and unknown tokens with a 400, storing nothing', async () => {
    expect((await post('/subcribe', { email: 'not-an-address' })).statusCode).toBe(400);
    const bad = await post('/subcribe/confirm', { token: 'x'.repeat(40) });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('INVALID_TOKEN');
    expect((await post('/subcribe/unsubscribe', {})).statusCode).toBe(400);
    expect((await post('/subcribe/unsubscribe', { token: 'short' })).statusCode).toBe(400);
  });
});
