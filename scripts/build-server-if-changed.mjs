// `npm start` runs this before the server: the server and the contract are bundled into server/dist/main.mjs
// (esbuild; packages from node_modules stay outside) only when their sources changed since the last bundle. Running
// the bundle with plain Node skips compiling several hundred TypeScript files at every start. The bundle is written
// beside and then renamed into place, so an instance starting meanwhile never loads half a file.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
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
const next = join(dist, `main.next-${process.pid}.mjs`);
await build({
  entryPoints: [join(root, 'server/src/main.ts')],
  outfile: next,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  external,
  sourcemap: 'inline',
  logLevel: 'warning',
  // Bundled packages written as CommonJS call require(); give the ES module one.
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
});
renameSync(next, bundle);
writeFileSync(stamp, `${wanted}\n`);
console.log(`Server bundled into ${relative(root, bundle)}.`);
