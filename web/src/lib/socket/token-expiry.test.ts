import { describe, expect, it } from 'vitest';
import { tokenExpiresAt } from './token-expiry';

const base64url = (text: string) => btoa(text).replace(/=+$/, '');
const jwt = (payload: object) => `${base64url('{"alg":"HS256"}')}.${base64url(JSON.stringify(payload))}.sig`;

describe('access token expiry', () => {
  it('reads the exp claim in milliseconds', () => {
    expect(tokenExpiresAt(jwt({ sub: 'u', exp: 1_750_000_000 }))).toBe(1_750_000_000_000);
  });

  it('decodes base64url payloads', () => {
    const token = jwt({ name: '?>?>~~~', exp: 42 }).replace(/\+/g, '-').replace(/\//g, '_');
    expect(tokenExpiresAt(token)).toBe(42_000);
  });

  it('answers null for anything that is not a JWT with exp', () => {
    expect(tokenExpiresAt('opaque')).toBeNull();
    expect(tokenExpiresAt(jwt({ sub: 'u' }))).toBeNull();
  });
});
