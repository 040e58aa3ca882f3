import { ACCESS_TOKEN_TTL_SECONDS } from '@questboard/contract/constants';
import { jwtVerify, SignJWT } from 'jose';

export interface AccessClaims {
  userId: string;
  sessionId: string;
}

/** Signs and verifies the short-lived HS256 access tokens. */
export class AccessTokens {
  private readonly key: Uint8Array;
  constructor(secret: string) {
    this.key = new TextEncoder().encode(secret);
  }

  sign(claims: AccessClaims, ttlSeconds = ACCESS_TOKEN_TTL_SECONDS): Promise<string> {
    return new SignJWT({ sid: claims.sessionId })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(claims.userId)
      .setIssuedAt()
      .setExpirationTime(`${ttlSeconds}s`)
      .sign(this.key);
  }

  /**
   * The claims of a valid token and when it expires (epoch ms), or null for anything wrong with it (bad signature,
   * expired, malformed).
   */
  async verify(token: string): Promise<(AccessClaims & { expiresAt: number }) | null> {
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: ['HS256'] });
      if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string' || typeof payload.exp !== 'number') {
        return null;
      }
      return { userId: payload.sub, sessionId: payload.sid, expiresAt: payload.exp * 1000 };
    } catch {
      return null;
    }
  }
}
