/** The character PostgreSQL cannot store in text, refused in every input before it reaches a schema. */
const NUL = '\u0000';

export const NUL_MESSAGE = 'must not contain a NUL character (\\u0000)';

/**
 * The path of the first string (or object key) in `value` that contains a NUL character, else null.
 * Every text an endpoint accepts — titles, descriptions, keywords, slugs, names — goes through this once,
 * so a NUL is a clear 400 everywhere instead of a database error.
 */
export function findNulCharacter(value: unknown, path = ''): string | null {
  if (typeof value === 'string') return value.includes(NUL) ? path || 'value' : null;
  if (!value || typeof value !== 'object') return null;
  for (const [key, item] of Object.entries(value)) {
    const here = path ? `${path}.${key}` : key;
    if (key.includes(NUL)) return here;
    const found = findNulCharacter(item, here);
    if (found) return found;
  }
  return null;
}
