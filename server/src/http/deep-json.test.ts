import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../../test/factories/users';
import { rawCallOf } from '../../../test/helpers/api';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const raw = rawCallOf(() => t.app);
const JSON_HEADERS = { 'content-type': 'application/json' };

/** `levels` objects (`{"a":{"a":…}}`) or arrays (`[[…]]`) inside each other, written by hand as an attacker would. */
const nested = (levels: number, kind: 'object' | 'array', inner = '1') =>
  kind === 'object'
    ? `${'{"a":'.repeat(levels)}${inner}${'}'.repeat(levels)}`
    : `${'['.repeat(levels)}${inner}${']'.repeat(levels)}`;

describe('deeply nested JSON is refused in words, never a 500', () => {
  it.each(['object', 'array'] as const)('5,000 levels of %s in a body answer 400 naming the limit', async (kind) => {
    const me = await buildUser(t.app);
    // Raw: a body nested far past anything the contract accepts.
    const guest = await raw('POST', '/users/sign-in', JSON_HEADERS, `{"email":${nested(5_000, kind)}}`);
    const signedIn = await raw('PUT', '/users/profile', { ...JSON_HEADERS, ...me.headers }, nested(5_000, kind));
    for (const response of [guest, signedIn]) {
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR', message: expect.stringMatching(/nested.*32/) });
    }
  });

  it('a NUL character is still found at the deepest level allowed', async () => {
    // Raw: a NUL 31 levels down (the body itself is level 1).
    const response = await raw('POST', '/users/sign-in', JSON_HEADERS, nested(31, 'object', '"x\\u0000"'));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/NUL character/);
  });

  it('nesting within the limit reaches the schema, which answers for its own fields', async () => {
    // Raw: 32 levels is allowed by the depth rule; the schema then refuses the shape.
    const response = await raw('POST', '/users/sign-in', JSON_HEADERS, nested(32, 'object'));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).not.toMatch(/nested/);
  });
});
