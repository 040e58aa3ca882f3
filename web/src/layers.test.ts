import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * The web app's layers (docs/decisions.md, "Web layers"): app shell, layouts, pages and the router sit above the
 * features; a feature imports shared code (components/, domain/, hooks/, lib/, stores/, i18n/) and contract/, never another
 * feature; shared code imports no feature, page, layout or app-shell file.
 */
const root = import.meta.dirname;
const SHARED = new Set(['components', 'domain', 'hooks', 'lib', 'stores', 'i18n']);
const ABOVE = new Set(['app', 'layouts', 'pages']);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

/** `features/<name>` for a feature's files, else the top folder under src/ ('' for files directly in src/). */
function layerOf(path: string): string {
  const parts = relative(root, path).split('/');
  if (parts[0] === 'features') return `features/${parts[1]}`;
  return parts.length > 1 ? (parts[0] ?? '') : '';
}

function importEdges(): Array<{ from: string; to: string }> {
  return sourceFiles(root).flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(/(?:from|import)\s*\(?\s*'(\.[^']+)'/g)].map((match) => ({
      from: file,
      to: resolve(dirname(file), match[1] ?? ''),
    })),
  );
}

describe('web layers', () => {
  const edges = importEdges();
  const name = (path: string) => relative(join(root, 'features'), path);

  it('a feature imports no other feature (the page that composes two passes one into the other)', () => {
    const cross = edges
      .filter(({ from, to }) => {
        const [a, b] = [layerOf(from), layerOf(to)];
        return a.startsWith('features/') && b.startsWith('features/') && a !== b;
      })
      .map(({ from, to }) => `${name(from)} -> ${name(to)}`);
    expect([...new Set(cross)].sort()).toEqual([]);
  });

  it('shared code imports no feature, page, layout or app-shell file', () => {
    const upward = edges
      .filter(({ from, to }) => {
        const [a, b] = [layerOf(from), layerOf(to)];
        return SHARED.has(a) && (b.startsWith('features/') || ABOVE.has(b));
      })
      .map(({ from, to }) => `${relative(root, from)} -> ${relative(root, to)}`);
    expect(upward).toEqual([]);
  });

  it('a feature imports no page, layout or app-shell file', () => {
    const upward = edges
      .filter(({ from, to }) => layerOf(from).startsWith('features/') && ABOVE.has(layerOf(to)))
      .map(({ from, to }) => `${relative(root, from)} -> ${relative(root, to)}`);
    expect(upward).toEqual([]);
  });
});
