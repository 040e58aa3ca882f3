import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * The server's layers (docs/architecture.md): infrastructure (db, lib, http, i18n, events, config) at the bottom,
 * the modules above it, each reached only through its one entry `modules/<name>/<name>.module.ts`, and the
 * composition root (services.ts, app.ts, main.ts), the socket server (realtime/), plugins/ and cli/ on top.
 */
const root = import.meta.dirname;
/** Folders and files that compose or deliver the modules: they may import any module's entry. */
const ABOVE = new Set(['services.ts', 'app.ts', 'main.ts', 'cli', 'plugins', 'realtime']);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return name.endsWith('.ts') && !name.endsWith('.test.ts') ? [path] : [];
  });
}

/** `modules/<name>` for a module's files, else the top folder or file under src/. */
function layerOf(path: string): string {
  const parts = relative(root, path).split('/');
  return parts[0] === 'modules' ? `modules/${parts[1]}` : (parts[0] ?? '');
}

const entryOf = (module: string) => join(root, module, `${module.split('/')[1]}.module.ts`);

function importEdges(): Array<{ from: string; to: string }> {
  return sourceFiles(root).flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(/(?:from|import)\s*\(?\s*'(\.[^']+)'/g)].map((match) => ({
      from: file,
      to: `${resolve(dirname(file), match[1] ?? '')}.ts`,
    })),
  );
}

/** Each cycle of the graph once, as the modules along it. */
function cyclesOf(graph: Map<string, Set<string>>): string[] {
  const cycles = new Set<string>();
  const walk = (path: string[]) => {
    for (const next of graph.get(path[path.length - 1] ?? '') ?? []) {
      const at = path.indexOf(next);
      if (at >= 0) {
        const loop = path.slice(at);
        const start = loop.indexOf([...loop].sort()[0] ?? '');
        cycles.add([...loop.slice(start), ...loop.slice(0, start), loop[start]].join(' -> '));
      } else walk([...path, next]);
    }
  };
  for (const module of graph.keys()) walk([module]);
  return [...cycles].sort();
}

describe('server layers', () => {
  const edges = importEdges();
  const name = (path: string) => relative(root, path);
  const modules = readdirSync(join(root, 'modules')).map((folder) => `modules/${folder}`);

  it('every module has its one entry, modules/<name>/<name>.module.ts', () => {
    expect(modules.filter((module) => !existsSync(entryOf(module)))).toEqual([]);
  });

  it('an import into a module from outside it goes through that module’s entry', () => {
    const skipping = edges
      .filter(({ from, to }) => {
        const target = layerOf(to);
        return target.startsWith('modules/') && layerOf(from) !== target && to !== entryOf(target);
      })
      .map(({ from, to }) => `${name(from)} -> ${name(to)}`);
    expect([...new Set(skipping)].sort()).toEqual([]);
  });

  it('a module’s own files never import its entry (the entry imports them)', () => {
    const inward = edges
      .filter(({ from, to }) => layerOf(from).startsWith('modules/') && to === entryOf(layerOf(from)))
      .filter(({ from }) => from !== entryOf(layerOf(from)))
      .map(({ from }) => name(from));
    expect(inward).toEqual([]);
  });

  it('no module imports the composition root, the socket server, plugins or cli', () => {
    const upward = edges
      .filter(({ from, to }) => layerOf(from).startsWith('modules/') && ABOVE.has(layerOf(to)))
      .map(({ from, to }) => `${name(from)} -> ${name(to)}`);
    expect(upward).toEqual([]);
  });

  it('infrastructure (db, lib, http, i18n, events, config) imports no module and nothing above them', () => {
    const upward = edges
      .filter(({ from, to }) => {
        const [a, b] = [layerOf(from), layerOf(to)];
        return !a.startsWith('modules/') && !ABOVE.has(a) && (b.startsWith('modules/') || ABOVE.has(b));
      })
      .map(({ from, to }) => `${name(from)} -> ${name(to)}`);
    expect(upward).toEqual([]);
  });

  it('modules import each other without a cycle', () => {
    const graph = new Map<string, Set<string>>(modules.map((module) => [module, new Set()]));
    for (const { from, to } of edges) {
      const [a, b] = [layerOf(from), layerOf(to)];
      if (a.startsWith('modules/') && b.startsWith('modules/') && a !== b) graph.get(a)?.add(b);
    }
    expect(cyclesOf(graph)).toEqual([]);
  });
});
