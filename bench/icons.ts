// Icons of the guest landing page two ways: fetched from GET /api/_nuxt_icon/{collection}.json by @iconify/react at
// run time, or taken at build time from the same data (web/icons-plugin.ts) and inlined in the page's chunks.
// Prints the requests and gzip bytes each way costs a guest's first visit. `npx tsx bench/icons.ts`
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { IconSetsService } from '../server/src/modules/icons/icon-sets.service';

/** The icons a guest's / shows: header (search, menu, theme) and the three feature cards. */
const LANDING_ICONS: Record<string, string[]> = {
  lucide: ['search', 'menu', 'sun', 'moon'],
  landing: ['brand', 'trophy', 'staking'],
};

const gzip = (text: string) => gzipSync(text, { level: 9 }).length;
const sets = new IconSetsService();

let endpointBytes = 0;
let inlineBytes = 0;
for (const [collection, names] of Object.entries(LANDING_ICONS)) {
  const subset = await sets.subset(collection, names);
  if (!subset) throw new Error(`no collection ${collection}`);
  const json = JSON.stringify(subset);
  endpointBytes += gzip(json); // the endpoint's answer body
  inlineBytes += gzip(`export default ${json};`); // the module web/icons-plugin.ts emits
}

// The runtime the endpoint way needs in the bundle: @iconify/react's Icon, minified, React left out.
const runtime = await build({
  stdin: { contents: "export { Icon } from '@iconify/react';", resolveDir: process.cwd(), loader: 'ts' },
  bundle: true,
  minify: true,
  format: 'esm',
  write: false,
  external: ['react', 'react/jsx-runtime'],
});
const runtimeBytes = gzip(runtime.outputFiles[0]?.text ?? '');
const requests = Object.keys(LANDING_ICONS).length;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(2)} KB`;

console.log(
  `Icons on the guest landing page: ${Object.values(LANDING_ICONS).flat().length} in ${requests} collections`,
);
console.log(
  `  endpoint at run time: ${requests} extra requests (after the app starts), ${kb(endpointBytes)} of icon JSON ` +
    `+ ${kb(runtimeBytes)} of @iconify/react = ${kb(endpointBytes + runtimeBytes)} gzip`,
);
console.log(`  build time, inlined: 0 extra requests, ${kb(inlineBytes)} gzip inside the page's chunks`);
