/** The character PostgreSQL cannot store in text, refused in every input before it reaches a schema. */
const NUL = '\u0000';

export const NUL_MESSAGE = 'must not contain a NUL character (\\u0000)';

/** How many objects and arrays an input may hold inside each other; the deepest shape of the API is far less. */
export const MAX_INPUT_DEPTH = 32;

export const DEPTH_MESSAGE = `is nested too deeply (at most ${MAX_INPUT_DEPTH} levels of objects and arrays)`;

export type InputTextProblem = { problem: 'NUL' | 'DEPTH'; path: string };

/**
 * The first place in `value` that cannot be accepted as text: a string or object key holding a NUL character, or
 * objects and arrays nested deeper than `maxDepth` (the value itself is level 1). Every text an endpoint accepts
 * goes through this once, so both are a clear 400 everywhere instead of a database error or a stack overflow;
 * the walk keeps its own stack, so no nesting can overflow the call stack.
 */
export function findInputTextProblem(value: unknown, path = '', maxDepth = MAX_INPUT_DEPTH): InputTextProblem | null {
  const pending: { value: unknown; path: string; depth: number }[] = [{ value, path, depth: 0 }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    if (typeof next.value === 'string') {
      if (next.value.includes(NUL)) return { problem: 'NUL', path: next.path || 'value' };
      continue;
    }
    if (!next.value || typeof next.value !== 'object') continue;
    const depth = next.depth + 1;
    if (depth > maxDepth) return { problem: 'DEPTH', path: path || 'value' };
    const entries = Object.entries(next.value);
    // Pushed last to first, so the first key is looked at first.
    for (let index = entries.length - 1; index >= 0; index -= 1) {
      const [key, item] = entries[index] as [string, unknown];
      const here = next.path ? `${next.path}.${key}` : key;
      if (key.includes(NUL)) return { problem: 'NUL', path: here };
      pending.push({ value: item, path: here, depth });
    }
  }
  return null;
}
