import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../../test/factories/users';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const expectNulRefused = (response: { statusCode: number; json(): { code: string; message: string } }) => {
  expect(response.statusCode).toBe(400);
  expect(response.json().code).toBe('VALIDATION_ERROR');
  expect(response.json().message).toContain('NUL');
};

describe('a NUL character in any text', () => {
  it('answers a clear 400 in JSON bodies, query strings, path parameters and forms', async () => {
    const { headers } = await buildUser(t.app);
    const owner = await buildUser(t.app, { type: 'BUSINESS' });
    expectNulRefused(
      await t.app.inject({
        method: 'PUT',
        url: '/api/v1/users/profile',
        headers,
        payload: { displayName: 'a\u0000b' },
      }),
    );
    expectNulRefused(await t.app.inject({ method: 'GET', url: '/api/v1/quests/guests?keyword=gold%00en' }));
    expectNulRefused(await t.app.inject({ method: 'GET', url: '/api/v1/quests/detail/some%00slug' }));
    expectNulRefused(await t.app.inject({ method: 'GET', url: '/api/v1/brands/name/check?name=Acme%00' }));
    expectNulRefused(
      await t.app.inject({
        method: 'POST',
        url: '/api/v1/users/sign-in',
        payload: { email: 'a\u0000@example.test', password: 'Quest1234' },
      }),
    );
    const form = await t.app.inject({
      method: 'POST',
      url: '/api/v1/brands',
      headers: { ...owner.headers, 'content-type': 'multipart/form-data; boundary=X' },
      payload: '--X\r\nContent-Disposition: form-data; name="name"\r\n\r\nAcme\u0000Corp\r\n--X--\r\n',
    });
    expectNulRefused(form);
    expect(form.json().message).toMatch(/^name: /);
  });
});

describe('authentication comes before validation', () => {
  it('answers 401 to a guest on endpoints that need a user, whatever the body', async () => {
    for (const [method, url, payload] of [
      ['PUT', '/api/v1/users/profile', { displayName: 42, username: '!' }],
      ['POST', '/api/v1/users/change-password', { currentPassword: 1 }],
      ['POST', '/api/v1/brands', { nothing: true }],
    ] as const) {
      const response = await t.app.inject({ method, url, payload });
      expect(response.statusCode, url).toBe(401);
      expect(response.json().code).toBe('UNAUTHORIZED');
      expect(response.json().message).not.toMatch(/expected|invalid_type/i);
    }
  });

  it('still describes a bad body to a signed-in user', async () => {
    const { headers } = await buildUser(t.app);
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/users/profile',
      headers,
      payload: { username: '!' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('VALIDATION_ERROR');
  });
});
