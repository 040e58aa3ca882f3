/**
 * What a social condition's link or handle points at, read the same way by the server's verifiers and the web's
 * action buttons. Each answers null when the text names nothing of that kind.
 */

const X_HOSTS = /^(?:www\.|mobile\.)?(?:x|twitter)\.com$/i;
const X_RESERVED = new Set(['i', 'intent', 'home', 'search', 'explore', 'settings', 'share', 'hashtag', 'messages']);
const X_HANDLE = /^[A-Za-z0-9_]{1,15}$/;

function parseUrl(text: string | undefined): URL | null {
  if (!text) return null;
  try {
    const url = new URL(text.trim());
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : null;
  } catch {
    return null;
  }
}

const pathParts = (url: URL) => url.pathname.split('/').filter(Boolean);

/** The X account a FOLLOW names: its handle (`@acme` or `acme`), else its profile link. Without the @. */
export function xHandleOf(params: { handle?: string; url?: string }): string | null {
  const handle = params.handle?.trim().replace(/^@/, '');
  if (handle) return X_HANDLE.test(handle) ? handle : null;
  const url = parseUrl(params.url);
  if (!url || !X_HOSTS.test(url.hostname)) return null;
  const [first] = pathParts(url);
  return first && X_HANDLE.test(first) && !X_RESERVED.has(first.toLowerCase()) ? first : null;
}

/** The post a LIKE, REPOST or COMMENT on X names: the id in `x.com/<user>/status/<id>`. */
export function xPostIdOf(params: { url?: string }): string | null {
  const url = parseUrl(params.url);
  if (!url || !X_HOSTS.test(url.hostname)) return null;
  const parts = pathParts(url);
  const at = parts.findIndex((part) => part === 'status' || part === 'statuses');
  const id = at >= 0 ? parts[at + 1] : undefined;
  return id && /^\d{1,20}$/.test(id) ? id : null;
}

/** The invite code of a Discord invite link (`discord.gg/<code>`, `discord.com/invite/<code>`). */
export function discordInviteOf(params: { url?: string }): string | null {
  const url = parseUrl(params.url);
  if (!url) return null;
  const host = url.hostname.toLowerCase().replace(/^www\./, '');
  const parts = pathParts(url);
  const code =
    host === 'discord.gg'
      ? parts[0]
      : /^discord(?:app)?\.com$/.test(host) && parts[0] === 'invite'
        ? parts[1]
        : undefined;
  return code && /^[A-Za-z0-9-]{2,64}$/.test(code) ? code : null;
}

/** The public Telegram group or channel of a `t.me/<name>` link, as `@name` (private `+…` invites: null). */
export function telegramChatOf(params: { url?: string; handle?: string }): string | null {
  const url = parseUrl(params.url);
  const name = url && /^(?:t|telegram)\.me$/i.test(url.hostname) ? pathParts(url)[0] : params.handle?.replace(/^@/, '');
  return name && /^[A-Za-z][A-Za-z0-9_]{3,31}$/.test(name) && name.toLowerCase() !== 'joinchat' ? `@${name}` : null;
}
