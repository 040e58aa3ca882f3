import { lookup } from 'node:dns';
import { isIP, type LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';

/**
 * The SSRF guard for addresses the server calls on someone's say-so (a brand's webhook URL): only public unicast
 * addresses, never loopback, private, link-local (cloud metadata), carrier-grade NAT, multicast or reserved ones.
 * `allowPrivate` (tests, local development) lifts it.
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  let parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress()) {
    parsed = (parsed as ipaddr.IPv6).toIPv4Address();
  }
  return parsed.range() === 'unicast';
}

/** Why a URL may not be called, or null when it may (its host is still checked again at each connection). */
export function urlRefusal(text: string, allowPrivate: boolean): string | null {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return 'Use a full URL such as https://example.com/hooks.';
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return 'Use an http or https URL.';
  if (url.username || url.password) return 'Leave credentials out of the URL.';
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (allowPrivate) return null;
  if (isIP(host) && !isPublicAddress(host)) return 'This URL points at a private or local address.';
  if (host === 'localhost' || host.endsWith('.localhost') || host.endsWith('.local') || host.endsWith('.internal')) {
    return 'This URL points at a private or local address.';
  }
  return null;
}

/**
 * A `lookup` for http(s).request that resolves the host and refuses to connect when any of its addresses is not
 * public: the check and the connection use the same answer, so a name that changes between them (DNS rebinding)
 * cannot reach an inside address.
 */
export function publicLookup(allowPrivate: boolean): LookupFunction {
  return (hostname, options, callback) => {
    lookup(hostname, { ...options, all: true }, (err, list) => {
      if (err) return callback(err, '');
      const refused = allowPrivate ? undefined : list.find((a) => !isPublicAddress(a.address));
      const first = list[0];
      if (refused || !first) {
        const error: NodeJS.ErrnoException = new Error(`refused to connect to ${hostname}: not a public address`);
        error.code = 'ENOTPUBLIC';
        return callback(error, '');
      }
      if (options.all) return callback(null, list);
      callback(null, first.address, first.family);
    });
  };
}
