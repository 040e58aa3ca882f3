import type { ErrorBody } from '@questboard/contract/errors';
import { newsletterApi } from '@questboard/contract/newsletter';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniqueEmail } from '../../../../test/factories/users';
import { apiOf, rawCallOf } from '../../../../test/helpers/api';
import { latestMail } from '../../../../test/helpers/mailbox';
import { createTestApp, type TestApp } from '../../../../test/helpers/test-app';
import { newsletterSubscriptions } from '../../db/schema/people';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const api = apiOf(() => t.app);
const raw = rawCallOf(() => t.app);
const rowOf = async (email: string) =>
  (await t.app.ctx.db.select().from(newsletterSubscriptions)).find((r) => r.email === email);

describe('newsletter', () => {
  it('signs up with double opt-in, confirms by the e-mailed link and leaves in one click', async () => {
    const email = uniqueEmail('news');
    expect((await api(newsletterApi.subscribe, { body: { email } })).json()).toEqual({ ok: true });
    const mail = await latestMail(t.app, email);
    expect(mail?.subject).toContain('Confirm');
    const token = mail?.secretKey ?? '';
    expect(mail?.text).toContain(`/confirmation?newsletter=confirm&token=${token}`);
    expect((await rowOf(email))?.confirmed).toBe(false);

    expect((await api(newsletterApi.confirm, { body: { token } })).json()).toEqual({ email });
    expect((await rowOf(email))?.confirmed).toBe(true);
    // Signing up again once confirmed sends nothing new.
    expect((await api(newsletterApi.subscribeAlias, { body: { email } })).statusCode).toBe(200);
    expect((await latestMail(t.app, email))?.secretKey).toBe(token);

    // RFC 8058: the mail client posts a form body to the List-Unsubscribe address (raw: a form body, not JSON).
    const oneClick = await raw(
      'POST',
      `/subcribe/unsubscribe?token=${token}`,
      { 'content-type': 'application/x-www-form-urlencoded' },
      'List-Unsubscribe=One-Click',
    );
    expect(oneClick.json()).toEqual({ ok: true });
    const row = await rowOf(email);
    expect(row?.confirmed).toBe(false);
    expect(row?.unsubscribedAt).not.toBeNull();
    expect((await api(newsletterApi.confirm, { body: { token } })).statusCode).toBe(400);
  });

  it('refuses bad addresses and unknown tokens with a 400, storing nothing', async () => {
    expect((await api(newsletterApi.subscribe, { body: { email: 'not-an-address' } })).statusCode).toBe(400);
    const bad = await api(newsletterApi.confirm, { body: { token: 'x'.repeat(40) } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<ErrorBody>().code).toBe('INVALID_TOKEN');
    expect((await api(newsletterApi.unsubscribe, { body: {} })).statusCode).toBe(400);
    expect((await api(newsletterApi.unsubscribe, { body: { token: 'short' } })).statusCode).toBe(400);
  });
});
