import { authApi, devApi } from '@questboard/contract/auth';
import type { Endpoint } from '@questboard/contract/endpoint';
import { usersApi } from '@questboard/contract/users';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BuiltUser, buildUser } from '../../../test/factories/users';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const endpoints: Endpoint[] = [...Object.values(usersApi), ...Object.values(authApi), ...Object.values(devApi)];

// Values that look like what the endpoints expect, mixed with hostile ones.
const nasty = fc.oneof(
  fc.string({ maxLength: 300 }),
  fc.constantFrom('', ' ', 'a@b', 'x@example.test', 'Quest1234', '0x0', '123456', '__proto__', '\u0000', 'null', '𝓤𝓷𝓲'),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.string({ minLength: 5_000, maxLength: 6_000 }),
);
const fieldNames = fc.constantFrom(
  'email',
  'password',
  'code',
  'type',
  'username',
  'recaptcha',
  'secretKey',
  'refreshToken',
  'cryptoAddress',
  'displayName',
  'bio',
  'currentPassword',
  'newPassword',
  '__proto__',
  'constructor',
);
const body = fc.oneof(
  fc.dictionary(fieldNames, fc.oneof(nasty, fc.array(nasty, { maxLength: 3 }), fc.dictionary(fc.string(), nasty))),
  fc.anything(),
);
const rawBody = fc.oneof(fc.string({ maxLength: 200 }), fc.constantFrom('{', '[]', '{"email":', 'null', '""'));

describe('bad input never causes a 5xx', () => {
  for (const endpoint of endpoints) {
    it(`${endpoint.method} ${endpoint.path}`, async () => {
      // A user of its own per endpoint, so that a logout or password change found by one run does not blunt the next.
      const signedIn: BuiltUser = await buildUser(t.app);
      await fc.assert(
        fc.asyncProperty(
          body,
          rawBody,
          fc.dictionary(fieldNames, fc.string({ maxLength: 50 })),
          fc.boolean(),
          fc.boolean(),
          async (jsonBody, raw, query, asRaw, withAuth) => {
            const response = await t.app.inject({
              method: endpoint.method,
              url: `/api/v1${endpoint.path}?${new URLSearchParams(query)}`,
              headers: { 'content-type': 'application/json', ...(withAuth ? signedIn.headers : {}) },
              payload: endpoint.method === 'GET' ? undefined : asRaw ? raw : JSON.stringify(jsonBody ?? null),
            });
            expect(response.statusCode, response.body).toBeLessThan(500);
            if (response.statusCode >= 400) {
              expect(response.json()).toMatchObject({ statusCode: response.statusCode, code: expect.any(String) });
            }
          },
        ),
        { numRuns: 200 },
      );
    });
  }

  it('answers 413 for a body over 1 MB and 415 for a non-JSON content type', async () => {
    const huge = await t.app.inject({
      method: 'POST',
      url: '/api/v1/users/sign-in',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a'.repeat(1_100_000) }),
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().code).toBe('PAYLOAD_TOO_LARGE');
    const text = await t.app.inject({
      method: 'POST',
      url: '/api/v1/users/sign-in',
      headers: { 'content-type': 'text/plain' },
      payload: 'email=a',
    });
    expect(text.statusCode).toBe(415);
  });
});
