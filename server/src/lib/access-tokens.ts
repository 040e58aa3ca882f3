import { ACCESS_TOKEN_TTL_SECONDS } from '@questboard/contract/constants';
import { jwtVerify, SignJWT } from 'jose';

export interface AccessClaims {
  userId: string;
  sessionId: string;
}

/** Signs and verifies the short-lived HS256 access tokens. */
export class AccessTokens {
  private key: Promise<CryptoKey> | undefined;
  constructor(private readonly secret: string) {}

  /**
   * The HMAC key, imported once: given raw bytes, jose imports a WebCrypto key on every sign and verify, which was
   * the largest single cost of an authenticated request. Imported on first use so a bad secret fails a call, not
   * the process.
   */
  private hmacKey(): Promise<CryptoKey> {
    this.key ??= crypto.subtle.importKey(
      'raw',
      new TextEncoder().encode(this.secret),
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['sign', 'verify'],
    );
    return this.key;
  }

  async sign(claims: AccessClaims, ttlSeconds = ACCESS_TOKEN_TTL_SECONDS): Promise<string> {
    return new SignJWT({ sid: claims.sessionId })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(claims.userId)
      .setIssuedAt()
      .setExpirationTime(`${ttlSeconds}s`)
      .sign(await this.hmacKey());
  }

  /**
   * The claims of a valid token and when it expires (epoch ms), or null for anything wrong with it (bad signature,
   * expired, malformed).
   */
  async verify(token: string): Promise<(AccessClaims & { expiresAt: number }) | null> {
    try {
      const { payload } = await jwtVerify(token, await this.hmacKey(), { algorithms: ['HS256'] });
      if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string' || typeof payload.exp !== 'number') {
        return null;
      }
      return { userId: payload.sub, sessionId: payload.sid, expiresAt: payload.exp * 1000 };
    } catch {
      return null;
    }
  }
}
