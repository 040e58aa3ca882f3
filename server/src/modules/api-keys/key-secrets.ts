import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { API_KEY_TOKEN_PREFIX } from '@questboard/contract/api-keys';

/** A new key: what the owner copies once, and what is kept (its prefix and the sha256 of the whole key). */
export function newKeySecret(): { token: string; prefix: string; hash: string } {
  const prefix = randomBytes(6).toString('hex');
  const token = `${API_KEY_TOKEN_PREFIX}${prefix}_${randomBytes(32).toString('base64url')}`;
  return { token, prefix, hash: hashOf(token) };
}

/** sha256 is enough for 256 random bits (nothing to guess, so nothing to slow down). */
export const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** The prefix of a `qb_<prefix>_<secret>` token, or null when it has not that form. */
export function prefixOf(token: string): string | null {
  const match = /^qb_([0-9a-f]{12})_[A-Za-z0-9_-]{43}$/.exec(token);
  return match?.[1] ?? null;
}

/** Whether the token is the one whose hash was kept, in constant time. */
export function matches(token: string, hash: string): boolean {
  const a = Buffer.from(hashOf(token), 'hex');
  const b = Buffer.from(hash, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}

export const isApiKeyToken = (token: string) => token.startsWith(API_KEY_TOKEN_PREFIX);
