/**
 * Multipart forms carry nested values under bracket names: `categories[]`, `backers[0].name`, `fee.feeBps`,
 * `conditions[1].options[0]`. These two functions turn such pairs into objects and back.
 */
export type FormValue = string | FormValue[] | { [key: string]: FormValue };

const SEGMENT = /([^.[\]]+)|\[(\d*)\]/g;
const FORBIDDEN = new Set(['__proto__', 'prototype', 'constructor']);
const MAX_INDEX = 100;

function segmentsOf(name: string): (string | number | null)[] | null {
  const out: (string | number | null)[] = [];
  let consumed = 0;
  for (const match of name.matchAll(SEGMENT)) {
    const [whole, key, index] = match;
    consumed += whole.length + (name[match.index + whole.length] === '.' ? 1 : 0);
    if (key !== undefined) {
      if (FORBIDDEN.has(key)) return null;
      out.push(key);
    } else if (index === '') out.push(null);
    else {
      const n = Number(index);
      if (n > MAX_INDEX) return null;
      out.push(n);
    }
  }
  return out.length > 0 && consumed >= name.length && typeof out[0] === 'string' ? out : null;
}

/** Pairs of (bracket name, text) → nested object. Names it cannot read are dropped; `[]` appends. */
export function decodeFormFields(pairs: Iterable<[string, string]>): Record<string, FormValue> {
  const root: Record<string, FormValue> = {};
  for (const [name, value] of pairs) {
    const path = segmentsOf(name);
    if (!path) continue;
    // biome-ignore lint/suspicious/noExplicitAny: walking a tree whose shape the names decide
    let node: any = root;
    for (let i = 0; i < path.length; i++) {
      const seg = path[i] as string | number | null;
      const last = i === path.length - 1;
      const nextIsIndex = !last && typeof path[i + 1] !== 'string';
      const container = () => (nextIsIndex ? [] : Object.create(null));
      if (seg === null) {
        if (!Array.isArray(node)) break;
        if (last) node.push(value);
        else {
          const child = container();
          node.push(child);
          node = child;
        }
        continue;
      }
      if (typeof seg === 'number' && !Array.isArray(node)) break;
      if (typeof seg === 'string' && (Array.isArray(node) || typeof node !== 'object')) break;
      if (last) node[seg] = value;
      else {
        const existing = node[seg];
        const fits = nextIsIndex
          ? Array.isArray(existing)
          : existing && typeof existing === 'object' && !Array.isArray(existing);
        if (!fits) node[seg] = container();
        node = node[seg];
      }
    }
  }
  return compact(root) as Record<string, FormValue>;
}

// Sparse arrays from `[3]` without `[0..2]` lose their holes; null-prototype objects become plain ones.
function compact(value: unknown): unknown {
  if (Array.isArray(value)) return value.filter((v) => v !== undefined).map(compact);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, compact(v)]));
  }
  return value;
}

/**
 * Nested object → (bracket name, text) pairs, leaving out empty and falsy values (docs/domain.md, Forms): '', null,
 * undefined, false and empty arrays are not sent, so they never blank a stored field. Arrays of plain values
 * use `name[]`, arrays of objects `name[i].field`.
 */
export function encodeFormFields(value: Record<string, unknown>, prefix = ''): [string, string][] {
  const out: [string, string][] = [];
  for (const [key, v] of Object.entries(value)) {
    const name = prefix ? `${prefix}.${key}` : key;
    out.push(...encodeValue(name, v));
  }
  return out;
}

function encodeValue(name: string, v: unknown): [string, string][] {
  if (v === undefined || v === null || v === '' || v === false) return [];
  if (Array.isArray(v)) {
    if (v.every((item) => item === null || typeof item !== 'object')) {
      return v
        .filter((item) => item !== undefined && item !== null && item !== '')
        .map((item) => [`${name}[]`, String(item)]);
    }
    return v.flatMap((item, i) =>
      item && typeof item === 'object' ? encodeFormFields(item as Record<string, unknown>, `${name}[${i}]`) : [],
    );
  }
  if (v instanceof Date) return [[name, v.toISOString()]];
  if (typeof v === 'object') return encodeFormFields(v as Record<string, unknown>, name);
  return [[name, String(v)]];
}
