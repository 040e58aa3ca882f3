import { createSigner } from 'fast-jwt';
import { describe, expect, it } from 'vitest';
import { AccessTokens } from './access-tokens';

const SECRET = 'access-token-test-secret-access-token-test-secret';
const tokens = new AccessTokens(SECRET);
const claims = { userId: '6b1f3c1e-0a7d-4d52-9a43-3f7f4a1d2c10', sessionId: 'c0a8012e-5b7e-4f0b-8d2a-9e1f0c3b4a55' };
const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('access tokens', () => {
  it('verifies its own token and says when it expires', async () => {
    const before = Date.now();
    const verified = await tokens.verify(await tokens.sign(claims, 60));
    expect(verified).toMatchObject(claims);
    expect(verified?.expiresAt).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000 + 60_000);
    expect(verified?.expiresAt).toBeLessThanOrEqual(Date.now() + 60_000);
  });

  it('refuses an expired, tampered, unsigned, foreign or malformed token', async () => {
    expect(await tokens.verify(await tokens.sign(claims, -10))).toBeNull();
    const [header, , signature] = (await tokens.sign(claims)).split('.');
    const otherUser = base64url({
      sub: 'someone-else',
      sid: claims.sessionId,
      exp: Math.floor(Date.now() / 1000) + 60,
    });
    expect(await tokens.verify(`${header}.${otherUser}.${signature}`)).toBeNull();
    const unsigned = `${base64url({ alg: 'none', typ: 'JWT' })}.${otherUser}.`;
    expect(await tokens.verify(unsigned)).toBeNull();
    const foreign = createSigner({ key: 'another-secret-another-secret-another-secret', expiresIn: 60_000 })({
      sub: claims.userId,
      sid: claims.sessionId,
    });
    expect(await tokens.verify(foreign)).toBeNull();
    const withoutSession = createSigner({ key: SECRET, expiresIn: 60_000 })({ sub: claims.userId });
    expect(await tokens.verify(withoutSession)).toBeNull();
    for (const junk of ['', 'abc', 'a.b.c', `${header}..`]) expect(await tokens.verify(junk)).toBeNull();
  });
});
