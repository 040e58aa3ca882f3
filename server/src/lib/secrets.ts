import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** An unguessable opaque token (refresh tokens, reset secrets). */
export const randomToken = (bytes = 32) => randomBytes(bytes).toString('base64url');

/** A 6-digit numeric code, uniformly drawn. */
export const sixDigitCode = () => randomInt(0, 1_000_000).toString().padStart(6, '0');

/** SHA-256 of a high-entropy token: enough for lookups, nothing to brute-force. */
export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** Keyed hash for low-entropy secrets (6-digit codes) so a database leak alone does not reveal them. */
export const hmac = (key: string, value: string) => createHmac('sha256', key).update(value).digest('hex');

export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
