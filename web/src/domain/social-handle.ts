/** A social handle without its leading `@` (people type it either way). */
export function bareHandle(handle: string): string {
  return handle.replace(/^@/, '');
}

/** A social handle as shown: exactly one leading `@`. */
export function displayHandle(handle: string): string {
  return `@${bareHandle(handle)}`;
}
