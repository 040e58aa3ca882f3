// `npm start` runs this before the server: the server and the contract are bundled into server/dist/main.mjs
// (esbuild; packages from node_modules stay outside) only when their sources changed since the last bundle. Running
// the bundle with plain Node skips compiling several hundred TypeScript files at every start. The bundle is written
// beside and then renamed into place, so an instance starting meanwhile never loads half a file.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { build } from 'esbuild';

const root = resolve(import.meta.dirname, '..');
const dist = join(root, 'server/dist');
const bundle = join(dist, 'main.mjs');
const stamp = join(dist, '.source-fingerprint');
const SOURCES = ['server/src', 'contract/src', 'server/package.json', 'contract/package.json', 'package-lock.json'];

function files(path) {
  if (!existsSync(path)) return [];
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path)
    .sort()
    .flatMap((name) => files(join(path, name)));
}

function fingerprint() {
  const hash = createHash('sha256');
  for (const file of SOURCES.flatMap((p) => files(join(root, p)))) {
    if (/\.test\.tsx?$/.test(file)) continue;
    hash.update(relative(root, file)).update('\0').update(readFileSync(file)).update('\0');
  }
  return hash.digest('hex');
}

const wanted = fingerprint();
const current = existsSync(stamp) && existsSync(bundle) ? readFileSync(stamp, 'utf8').trim() : null;
if (process.env.FORCE_SERVER_BUILD !== '1' && current === wanted) process.exit(0);

const dependencies = (pkg) => Object.keys(JSON.parse(readFileSync(join(root, pkg), 'utf8')).dependencies ?? {});
const external = [...dependencies('server/package.json'), ...dependencies('contract/package.json')].filter(
  (name) => !name.startsWith('@questboard/'),
);
mkdirSync(dist, { recursive: true });
// Split: code reached only through import() (the chain runtime, which loads viem) goes into chunks of its own,
// so a start-up does not load what the server uses later or never.
const built = await build({
  entryPoints: { main: join(root, 'server/src/main.ts') },
  outdir: dist,
  write: false,
  splitting: true,
  chunkNames: 'chunks/[name]-[hash]',
  outExtension: { '.js': '.mjs' },
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  external,
  sourcemap: 'inline',
  logLevel: 'warning',
  // Bundled packages written as CommonJS call require(); give each ES module one.
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
});
// Chunks are named by their content, so they are written beside the ones a running server may still load; the
// bundle itself is written beside and renamed into place last. Chunks of neither this build nor the one before
// it are removed.
const chunksDir = join(dist, 'chunks');
const chunksList = join(dist, '.chunks');
mkdirSync(chunksDir, { recursive: true });
const chunks = [];
for (const file of built.outputFiles) {
  if (file.path === bundle) continue;
  chunks.push(relative(chunksDir, file.path));
  if (!existsSync(file.path)) writeFileSync(file.path, file.contents);
}
const main = built.outputFiles.find((file) => file.path === bundle);
if (!main) throw new Error(`esbuild wrote no ${bundle}`);
const next = join(dist, `main.next-${process.pid}.mjs`);
writeFileSync(next, main.contents);
renameSync(next, bundle);
const previous = existsSync(chunksList) ? readFileSync(chunksList, 'utf8').split('\n').filter(Boolean) : [];
const kept = new Set([...chunks, ...previous]);
for (const name of readdirSync(chunksDir)) if (!kept.has(name)) rmSync(join(chunksDir, name), { force: true });
writeFileSync(chunksList, `${chunks.join('\n')}\n`);
writeFileSync(stamp, `${wanted}\n`);
console.log(`Server bundled into ${relative(root, bundle)}.`);
