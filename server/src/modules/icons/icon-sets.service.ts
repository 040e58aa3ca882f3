import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { IconifyJSON } from '@iconify/types';
import { CUSTOM_ICON_COLLECTIONS, type IconSet } from '@questboard/contract/icons';
import { serverRoot } from '../../server-root';

const require = createRequire(import.meta.url);

/** Where each collection's full Iconify JSON lives: our own files, then the `@iconify-json/*` packages we ship. */
const sources: Record<string, () => string> = {
  ...Object.fromEntries(
    CUSTOM_ICON_COLLECTIONS.map((name) => [name, () => join(serverRoot, `src/modules/icons/collections/${name}.json`)]),
  ),
  lucide: () => require.resolve('@iconify-json/lucide/icons.json'),
};

/** Serves subsets of icon collections; each collection is read from disk once, on its first request. */
export class IconSetsService {
  private readonly loaded = new Map<string, Promise<IconifyJSON>>();

  /** The requested icons of `collection` (aliases resolved), or null when we have no such collection. */
  async subset(collection: string, names: readonly string[]): Promise<IconSet | null> {
    const full = await this.collection(collection);
    if (!full) return null;
    // Loaded on the first icon request: @iconify/utils is ~80 files that start-up need not read.
    const { getIcons } = await import('@iconify/utils');
    const found = getIcons(full, [...names]) ?? { prefix: full.prefix, icons: {} };
    const present = new Set([...Object.keys(found.icons), ...Object.keys(found.aliases ?? {})]);
    const missing = names.filter((name) => !present.has(name));
    return {
      ...found,
      width: full.width,
      height: full.height,
      ...(missing.length > 0 ? { not_found: missing } : {}),
    } as IconSet;
  }

  private collection(name: string): Promise<IconifyJSON> | null {
    const source = Object.hasOwn(sources, name) ? sources[name] : undefined;
    if (!source) return null;
    let pending = this.loaded.get(name);
    if (!pending) {
      pending = readFile(source(), 'utf8').then((text) => JSON.parse(text) as IconifyJSON);
      pending.catch(() => this.loaded.delete(name));
      this.loaded.set(name, pending);
    }
    return pending;
  }
}
