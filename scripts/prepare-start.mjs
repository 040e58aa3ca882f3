// `npm install` runs this after installing (postinstall): it does now what the first `npm start` would otherwise do
// before it can answer — build the web app and the server bundle, and create the migrated embedded-database
// template a new data folder is copied from. Each step is skipped when it is already up to date. A step that cannot
// run (an install without dev packages, say) is left for `npm start`, which does the same; the install never fails
// because of it.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const tsx = join(root, 'node_modules/.bin/tsx');
const steps = [
  ['the web app', [process.execPath, join(root, 'scripts/build-web-if-changed.mjs')]],
  ['the server bundle', [process.execPath, join(root, 'scripts/build-server-if-changed.mjs')]],
  ['the embedded database template', [tsx, join(root, 'server/src/cli/prepare-pglite.ts')]],
];

for (const [what, [command, ...args]] of steps) {
  if (!existsSync(command)) {
    console.warn(`Preparing ${what} skipped (${command} is not installed); npm start will do it.`);
    continue;
  }
  const run = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (run.status !== 0) console.warn(`Preparing ${what} failed; npm start will try again.`);
}
