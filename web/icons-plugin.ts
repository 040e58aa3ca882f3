import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import type { IconifyJSON } from '@iconify/types';
import { getIcons } from '@iconify/utils';
import type { Plugin } from 'vite';

const PREFIX = 'virtual:icons/';
const require = createRequire(import.meta.url);
const CUSTOM = new URL('../server/src/modules/icons/collections/', import.meta.url);

/** The same files GET /api/_nuxt_icon serves from (server/src/modules/icons/icon-sets.service.ts). */
function collectionFile(name: string): string {
  if (name === 'lucide') return require.resolve('@iconify-json/lucide/icons.json');
  if (/^[a-z0-9-]+$/.test(name)) return fileURLToPath(new URL(`${name}.json`, CUSTOM));
  throw new Error(`icons: bad collection name "${name}"`);
}

/**
 * `import icons from 'virtual:icons/landing?brand,trophy'`: the named icons of one collection, taken at build time
 * from the data the icon endpoint serves (`@iconify-json/*` and our own collections) and inlined in the chunk that
 * uses them: no request and no icon runtime (bench/icons.ts measures both ways; docs/decisions.md, "Icons").
 */
export function iconData(): Plugin {
  return {
    name: 'questboard-icons',
    resolveId: (id) => (id.startsWith(PREFIX) ? `\0${id}` : null),
    async load(id) {
      if (!id.startsWith(`\0${PREFIX}`)) return null;
      const [collection = '', list = ''] = id.slice(1 + PREFIX.length).split('?');
      const names = list.split(',').filter(Boolean);
      const full = JSON.parse(await readFile(collectionFile(collection), 'utf8')) as IconifyJSON;
      const subset = getIcons(full, names);
      const missing = names.filter((name) => !subset?.icons[name] && !subset?.aliases?.[name]);
      if (!subset || missing.length) throw new Error(`icons: ${collection} has no ${missing.join(', ')}`);
      return `export default ${JSON.stringify({ ...subset, width: full.width, height: full.height })};`;
    },
  };
}
