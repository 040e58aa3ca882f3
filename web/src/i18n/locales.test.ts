import { describe, expect, it } from 'vitest';

type Tree = { [key: string]: string | Tree };
const load = (files: Record<string, { default: Tree }>) =>
  Object.fromEntries(Object.entries(files).map(([path, file]) => [path.split('/').pop(), file.default]));
const english = load(import.meta.glob<{ default: Tree }>('./en-US/*.json', { eager: true }));
const french = load(import.meta.glob<{ default: Tree }>('./fr/*.json', { eager: true }));

function keys(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keys(value, `${prefix}${key}.`),
  );
}

describe('locale files', () => {
  it('every locale has the same files', () => {
    expect(Object.keys(french).sort()).toEqual(Object.keys(english).sort());
  });

  it.each(Object.keys(english))('%s has the same keys in every locale', (file) => {
    expect(keys(french[file] ?? {}).sort()).toEqual(keys(english[file] ?? {}).sort());
  });

  it('no two files define the same top-level namespace', () => {
    const namespaces = Object.values(english).flatMap((tree) => Object.keys(tree as object));
    expect(new Set(namespaces).size).toBe(namespaces.length);
  });
});
