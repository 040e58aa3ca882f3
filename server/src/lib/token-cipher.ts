import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from 'node:crypto';

/** AES-256-GCM for provider tokens at rest: `v1.<iv>.<ciphertext>.<tag>` in base64url, a fresh IV each time. */
export class TokenCipher {
  private readonly key: Buffer;

  constructor(secret: string) {
    const raw = Buffer.from(secret, 'base64url');
    // A key of another length (hand-made) is stretched to 32 bytes rather than refused.
    this.key = raw.length === 32 ? raw : createHash('sha256').update(secret).digest();
  }

  /** A cipher under a key derived from `secret` for one purpose (HKDF-SHA256): what it seals, no other opens. */
  static forPurpose(secret: string, purpose: string): TokenCipher {
    return new TokenCipher(Buffer.from(hkdfSync('sha256', secret, '', purpose, 32)).toString('base64url'));
  }

  encrypt(plain: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return ['v1', iv, data, cipher.getAuthTag()]
      .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
      .join('.');
  }

  /** The plain text, or null when the value was not sealed with this key (changed key, tampered row). */
  decrypt(sealed: string): string | null {
    const [version, iv, data, tag] = sealed.split('.');
    if (version !== 'v1' || !iv || data === undefined || !tag) return null;
    try {
      const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
    } catch {
      return null;
    }
  }
}
