/**
 * A path on our own site to come back to, or the fallback: absolute addresses of other origins, protocol-relative
 * `//host` and backslash tricks are refused (no open redirect).
 */
export function safeRedirect(value: string | undefined | null, publicUrl: string, fallback: string): string {
  if (!value) return fallback;
  const own = new URL(publicUrl);
  let target: URL;
  try {
    if (value.startsWith('/') && (value.startsWith('//') || value.startsWith('/\\'))) return fallback;
    target = new URL(value, own);
  } catch {
    return fallback;
  }
  if (target.origin !== own.origin || /[\r\n]/.test(value)) return fallback;
  if (target.pathname.startsWith('/api/')) return fallback;
  return `${target.pathname}${target.search}${target.hash}`;
}
