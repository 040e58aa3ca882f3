import { ACCESS_TOKEN_TTL_SECONDS } from '@questboard/contract/constants';
import { createSigner, createVerifier } from 'fast-jwt';

export interface AccessClaims {
  userId: string;
  sessionId: string;
}

type Sign = (payload: Record<string, unknown>) => string;
type Verify = (token: string) => Record<string, unknown>;

/**
 * Signs and verifies the short-lived HS256 access tokens, with fast-jwt: it computes the HMAC with node:crypto on
 * the request's own thread. jose goes through WebCrypto, which hands every HMAC to the thread pool and back; that
 * round trip was ≈ 13 % of the server's CPU during the claims bench (docs/decisions.md, "Claim request cost").
 */
export class AccessTokens {
  private signer: Sign | undefined;
  private verifier: Verify | undefined;
  constructor(private readonly secret: string) {}

  /** Built on first use, so a bad secret fails a call, not the process. */
  private tools(): { sign: Sign; verify: Verify } {
    this.signer ??= createSigner({ key: this.secret, algorithm: 'HS256' });
    this.verifier ??= createVerifier({
      key: this.secret,
      algorithms: ['HS256'],
      requiredClaims: ['sub', 'sid', 'exp'],
    });
    return { sign: this.signer, verify: this.verifier };
  }

  async sign(claims: AccessClaims, ttlSeconds = ACCESS_TOKEN_TTL_SECONDS): Promise<string> {
    const now = Math.floor(Date.now() / 1000);
    return this.tools().sign({ sub: claims.userId, sid: claims.sessionId, iat: now, exp: now + ttlSeconds });
  }

  /**
   * The claims of a valid token and when it expires (epoch ms), or null for anything wrong with it (bad signature,
   * expired, malformed, another algorithm).
   */
  async verify(token: string): Promise<(AccessClaims & { expiresAt: number }) | null> {
    try {
      const payload = this.tools().verify(token);
      if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string' || typeof payload.exp !== 'number') {
        return null;
      }
      return { userId: payload.sub, sessionId: payload.sid, expiresAt: payload.exp * 1000 };
    } catch {
      return null;
    }
  }
}
