import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * The app renders with Preact (docs/decisions.md, "Guest JavaScript"), which hands a `ref` given to a function
 * component to that component's instance, not to its element (React 19 passes it as a prop). So every component
 * of ours that is given a `ref` must be declared with forwardRef.
 */
const root = import.meta.dirname;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return name.endsWith('.tsx') && !name.endsWith('.test.tsx') ? [path] : [];
  });
}

/** `<Component … ref={…}` uses in a file, with the file the component is imported from. */
function refUses(file: string): Array<{ component: string; from: string | undefined }> {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(/\bref=\{/g)].flatMap((match) => {
    const tag = /<([A-Z][\w.]*)[^<]*$/.exec(text.slice(0, match.index))?.[1];
    if (!tag) return [];
    const imported = new RegExp(`import \\{[^}]*\\b${tag}\\b[^}]*\\} from '(\\.[^']+)'`).exec(text)?.[1];
    const base = imported ? resolve(dirname(file), imported) : undefined;
    return [{ component: tag, from: [`${base}.tsx`, `${base}.ts`].find((path) => base && existsSync(path)) }];
  });
}

describe('refs under Preact', () => {
  it('gives a ref only to our components declared with forwardRef', () => {
    const wrong = sourceFiles(root).flatMap((file) =>
      refUses(file)
        .filter((use) => !use.from || !readFileSync(use.from, 'utf8').includes('forwardRef'))
        .map((use) => `${relative(root, file)}: <${use.component} ref>`),
    );
    expect(wrong).toEqual([]);
  });
});
