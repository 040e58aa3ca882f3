export interface ExternalTarget {
  href: string;
  host: string;
  /** Plain http: the page says the connection is not encrypted. */
  insecure: boolean;
}

/** Only absolute http(s) links leave through /external; anything else (javascript:, data:, relative) is refused. */
export function parseExternalUrl(raw: string | null): ExternalTarget | null {
  if (!raw || raw.length > 2048) return null;
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (!url.hostname || url.username || url.password) return null;
  return { href: url.href, host: url.host, insecure: url.protocol === 'http:' };
}

/** The address of the interstitial for an outside link. */
export const externalLink = (href: string) => `/external?url=${encodeURIComponent(href)}`;
