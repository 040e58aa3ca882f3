import { fileURLToPath, pathToFileURL } from 'node:url';
import { register } from 'tsx/esm/api';
import type { Plugin } from 'vite';

const CONTRACT = /^@questboard\/contract\/([a-z-]+)$/;
const LITE = '\0contract-lite:';
const FULL = '?contract-full';
const CONTRACT_SRC = fileURLToPath(new URL('../contract/src/', import.meta.url));

type Descriptor = { method: string; path: string; auth: boolean; multipart?: boolean };

function isEndpoint(value: unknown): value is Descriptor & { response: unknown } {
  return Boolean(value && typeof value === 'object' && 'method' in value && 'path' in value && 'response' in value);
}

/** An export like `questsApi`: an object whose every value is an endpoint descriptor. */
function isEndpointTable(value: unknown): value is Record<string, Descriptor> {
  if (!value || typeof value !== 'object') return false;
  const entries = Object.values(value);
  return entries.length > 0 && entries.every(isEndpoint);
}

/** Strings, numbers, arrays and plain objects of them (limits, enums): inlined as they are. */
function isPlainData(value: unknown): boolean {
  if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) return true;
  if (Array.isArray(value)) return value.every(isPlainData);
  if (typeof value !== 'object') return false;
  const prototype = Object.getPrototypeOf(value);
  return (prototype === Object.prototype || prototype === null) && Object.values(value).every(isPlainData);
}

/**
 * The web app calls the API through the contract's endpoint tables, but only reads each endpoint's method, path
 * and auth: the zod schemas beside them are for the server and the forms. In the production build, a contract
 * module imported by the web app becomes its endpoint tables as plain data (taken from the real module at build
 * time) and its plain data (limits, enums, patterns) as they are, and its other exports (schemas, functions) are re-exported from the real module, which is bundled only where one of them is
 * used. So a guest page that only reads quests downloads no zod (docs/decisions.md, "Guest JavaScript").
 */
export function contractLite(): Plugin {
  // One TypeScript loader for the whole build, so the contract's modules are read once and share their imports.
  let unregister: (() => Promise<void>) | undefined;
  return {
    name: 'questboard-contract-lite',
    apply: 'build',
    enforce: 'pre',
    buildStart() {
      unregister ??= register();
    },
    async buildEnd() {
      await unregister?.();
      unregister = undefined;
    },
    async resolveId(source, importer, options) {
      if (source.endsWith(FULL)) {
        const real = await this.resolve(source.slice(0, -FULL.length), importer, { ...options, skipSelf: true });
        // The flag alone is not enough: a module's flag comes from whichever import resolves it first, and a contract
        // module is also reached through other contract modules' relative imports, which take the package's default.
        // contract/package.json says `"sideEffects": false` so both agree; without it, one build in CI out of many
        // kept the full module behind an unused re-export and sent zod to guests.
        return real ? { id: real.id, moduleSideEffects: false } : null;
      }
      const module = CONTRACT.exec(source)?.[1];
      if (!module || !importer || importer.startsWith(CONTRACT_SRC)) return null;
      return `${LITE}${module}`;
    },
    async load(id) {
      if (!id.startsWith(LITE)) return null;
      const module = id.slice(LITE.length);
      const exports = (await import(pathToFileURL(`${CONTRACT_SRC}${module}.ts`).href)) as Record<string, unknown>;
      const tables: string[] = [];
      const others: string[] = [];
      for (const [name, value] of Object.entries(exports)) {
        if (isPlainData(value)) {
          tables.push(`export const ${name} = ${JSON.stringify(value)};`);
          continue;
        }
        // A pattern (CATEGORY_ID, …) is a literal too; importing it must not pull in the module's schemas.
        if (value instanceof RegExp) {
          tables.push(`export const ${name} = ${value};`);
          continue;
        }
        if (!isEndpointTable(value)) {
          others.push(name);
          continue;
        }
        const lite = Object.fromEntries(
          Object.entries(value).map(([key, e]) => [
            key,
            { method: e.method, path: e.path, auth: e.auth, ...(e.multipart ? { multipart: true } : {}) },
          ]),
        );
        tables.push(`export const ${name} = ${JSON.stringify(lite)};`);
      }
      const reexports = others.length
        ? `export { ${others.join(', ')} } from '@questboard/contract/${module}${FULL}';`
        : '';
      return `${tables.join('\n')}\n${reexports}\n`;
    },
  };
}
