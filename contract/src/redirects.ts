/** Stands in for our own origin when the caller does not know it: only relative paths can match it. */
const NO_ORIGIN = 'https://questboard.invalid';
/** Browsers drop tabs and newlines inside addresses and read `\` as `/`, so `/\t/x` and `/\x` mean `//x`. */
const isAmbiguous = (value: string) =>
  value.includes('\\') || [...value].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f);

/**
 * A path on our own site to send a person to after a round trip (sign-in, OAuth, a login popup), or `fallback`.
 * Accepts `/path?query#hash` (or an absolute address of `ownOrigin`); refuses other sites, protocol-relative
 * `//host`, backslash and control-character tricks, other schemes, and `/api/`. The server and the web both
 * decide with this one function, so neither lets an address the other refuses through.
 */
export function safeRedirectPath(value: string | null | undefined, fallback: string, ownOrigin?: string): string {
  if (!value || isAmbiguous(value)) return fallback;
  const origin = ownOrigin ? new URL(ownOrigin).origin : NO_ORIGIN;
  const relative = value.startsWith('/') && !value.startsWith('//');
  if (!relative && !value.startsWith(`${origin}/`)) return fallback;
  let target: URL;
  try {
    target = new URL(value, origin);
  } catch {
    return fallback;
  }
  // `/..//host` resolves to the path `//host`, which is protocol-relative again wherever it is used next.
  if (target.origin !== origin || target.pathname.startsWith('//')) return fallback;
  if (target.pathname === '/api' || target.pathname.startsWith('/api/')) return fallback;
  return `${target.pathname}${target.search}${target.hash}`;
}
