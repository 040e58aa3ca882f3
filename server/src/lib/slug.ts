import { randomBytes } from 'node:crypto';

/** "Café Nova! 2" → "cafe-nova-2" (ASCII, at most 60 characters); '' when nothing is left. */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
}

/** A short random suffix for slugs: 6 characters of [a-z0-9]. */
export function shortId(): string {
  return randomBytes(6)
    .toString('base64url')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, 'x')
    .slice(0, 6);
}
