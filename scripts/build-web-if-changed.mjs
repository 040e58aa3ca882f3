// `npm start` runs this before the server: the web app is built only when its sources changed since the build
// in web/dist (a fingerprint of the sources is kept beside it). A build goes to a folder of its own and then
// takes web/dist's place in one rename, under a lock, so two instances started from one folder never write
// into each other's files and a running server never serves a half-written build.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const web = join(root, 'web');
const dist = join(web, 'dist');
const stamp = join(dist, '.source-fingerprint');
const lock = join(web, '.build-lock');
// Everything the build reads: the app, its Vite config and plugins, the Markdown pages, the contract (its package.json
// says its modules have no side effects, which decides what a guest page downloads) and the custom icon collections.
const SOURCES = [
  'web/src',
  'web/public',
  'web/content',
  'web/index.html',
  'web/vite.config.ts',
  'web/build-manifest-plugin.ts',
  'web/content-plugin.ts',
  'web/contract-lite-plugin.ts',
  'web/icons-plugin.ts',
];
const SOURCES_ALSO = [
  'web/package.json',
  'contract/package.json',
  'contract/src',
  'server/src/modules/icons/collections',
  'package-lock.json',
];

function files(path) {
  if (!existsSync(path)) return [];
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path)
    .sort()
    .flatMap((name) => files(join(path, name)));
}

/** A hash of every source file's path and content. */
function fingerprint() {
  const hash = createHash('sha256');
  for (const file of [...SOURCES, ...SOURCES_ALSO].flatMap((p) => files(join(root, p)))) {
    if (file.endsWith('.test.ts') || file.endsWith('.test.tsx')) continue;
    hash.update(relative(root, file)).update('\0').update(readFileSync(file)).update('\0');
  }
  return hash.digest('hex');
}

const current = () => (existsSync(stamp) ? readFileSync(stamp, 'utf8').trim() : null);

function acquireLock() {
  const started = Date.now();
  for (;;) {
    try {
      mkdirSync(lock);
      return;
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
      // A lock older than ten minutes belongs to a build that died.
      if (Date.now() - statSync(lock).mtimeMs > 600_000) rmSync(lock, { recursive: true, force: true });
      if (Date.now() - started > 900_000) throw new Error(`Another build holds ${lock}; remove it if none runs.`);
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 500);
    }
  }
}

const wanted = fingerprint();
if (process.env.FORCE_WEB_BUILD !== '1' && current() === wanted) {
  console.log('Web app unchanged since the last build; serving web/dist.');
  process.exit(0);
}
acquireLock();
try {
  // Another instance may have built the same sources while this one waited.
  if (process.env.FORCE_WEB_BUILD === '1' || current() !== wanted) build();
} finally {
  rmSync(lock, { recursive: true, force: true });
}

function build() {
  const out = join(web, `dist.next-${process.pid}`);
  const vite = (args) => spawnSync('npx', ['vite', 'build', ...args], { cwd: web, stdio: 'inherit' });
  // The browser's app, then the renderer the server draws guest pages with (web/src/entry-server.tsx) in dist/ssr.
  let built = vite(['--outDir', out, '--emptyOutDir']);
  if (built.status === 0) built = vite(['--ssr', 'src/entry-server.tsx', '--outDir', join(out, 'ssr')]);
  if (built.status !== 0) {
    rmSync(out, { recursive: true, force: true });
    process.exitCode = built.status ?? 1;
    return;
  }
  writeFileSync(join(out, '.source-fingerprint'), `${wanted}\n`);
  const old = join(web, `dist.old-${process.pid}`);
  if (existsSync(dist)) renameSync(dist, old);
  renameSync(out, dist);
  rmSync(old, { recursive: true, force: true });
}
