import { createHmac } from 'node:crypto';
import { isIP } from 'node:net';

/**
 * A keyed digest of a client's address, kept instead of the address itself (the sign-up address of the risk
 * score, docs/eligibility.md): HMAC-SHA256 under a server secret, 16 hex characters. An IPv6 address counts by its
 * /64 (one household or device usually holds a whole /64); an IPv4 address counts whole. Null for no address.
 */
export function addressDigest(key: string, ip: string | undefined | null): string | null {
  if (!ip) return null;
  const mapped = ip.startsWith('::ffff:') && isIP(ip.slice(7)) === 4 ? ip.slice(7) : ip;
  const kind = isIP(mapped);
  if (kind === 0) return null;
  const counted = kind === 6 ? prefix64(mapped) : mapped;
  return createHmac('sha256', key).update(counted).digest('hex').slice(0, 16);
}

/** The first four groups of an IPv6 address, `::` expanded. */
function prefix64(ip: string): string {
  const [head = '', tail] = ip.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = tail === undefined ? left : [...left, ...Array(8 - left.length - right.length).fill('0'), ...right];
  return groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':');
}
