import { brandsApi } from '@questboard/contract/brands';
import type { ErrorBody } from '@questboard/contract/errors';
import { questsApi } from '@questboard/contract/quests';
import { usersApi } from '@questboard/contract/users';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../../test/factories/users';
import { apiOf, rawCallOf } from '../../../test/helpers/api';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const api = apiOf(() => t.app);
const raw = rawCallOf(() => t.app);

const expectNulRefused = (response: { statusCode: number; json(): { code: string; message: string } }) => {
  expect(response.statusCode).toBe(400);
  expect(response.json().code).toBe('VALIDATION_ERROR');
  expect(response.json().message).toContain('NUL');
};

describe('a NUL character in any text', () => {
  it('answers a clear 400 in JSON bodies, query strings, path parameters and forms', async () => {
    const { headers } = await buildUser(t.app);
    const owner = await buildUser(t.app, { type: 'BUSINESS' });
    expectNulRefused(await api(usersApi.updateProfile, { headers, body: { displayName: 'a\u0000b' } }));
    expectNulRefused(await api(questsApi.guests, { query: { keyword: 'gold\u0000en' } }));
    expectNulRefused(await api(questsApi.detail, { params: { id: 'some\u0000slug' } }));
    expectNulRefused(await api(brandsApi.nameCheck, { query: { name: 'Acme\u0000' } }));
    expectNulRefused(await api(usersApi.signIn, { body: { email: 'a\u0000@example.test', password: 'Quest1234' } }));
    // Raw: a multipart body written by hand, the NUL inside a field.
    const form = await raw(
      'POST',
      '/brands',
      { ...owner.headers, 'content-type': 'multipart/form-data; boundary=X' },
      '--X\r\nContent-Disposition: form-data; name="name"\r\n\r\nAcme\u0000Corp\r\n--X--\r\n',
    );
    expectNulRefused(form);
    expect(form.json().message).toMatch(/^name: /);
  });
});

describe('authentication comes before validation', () => {
  it('answers 401 to a guest on endpoints that need a user, whatever the body', async () => {
    // Raw: the contract's types refuse these bodies.
    for (const [method, url, payload] of [
      ['PUT', '/users/profile', { displayName: 42, username: '!' }],
      ['POST', '/users/change-password', { currentPassword: 1 }],
      ['POST', '/brands', { nothing: true }],
    ] as const) {
      const response = await raw(method, url, {}, payload);
      expect(response.statusCode, url).toBe(401);
      expect(response.json().code).toBe('UNAUTHORIZED');
      expect(response.json().message).not.toMatch(/expected|invalid_type/i);
    }
  });

  it('still describes a bad body to a signed-in user', async () => {
    const { headers } = await buildUser(t.app);
    const response = await api(usersApi.updateProfile, { headers, body: { username: '!' } });
    expect(response.statusCode).toBe(400);
    expect(response.json<ErrorBody>().code).toBe('VALIDATION_ERROR');
  });
});
