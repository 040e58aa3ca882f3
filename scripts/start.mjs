// `npm start`: brings the web build and the server bundle up to date (each only when its sources changed; the two
// checks run side by side), then runs the server bundle in this same process, from the server package's folder as
// `npm start -w server` does (DATA_DIR's default, ./data, is relative to it). One Node process instead of a second
// npm and a second Node saves about half a second before the first answer.
import { spawn } from 'node:child_process';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const root = resolve(import.meta.dirname, '..');

function run(script) {
  return new Promise((done) => {
    const child = spawn(process.execPath, [join(root, 'scripts', script)], { cwd: root, stdio: 'inherit' });
    child.on('exit', (code, signal) => done(code ?? (signal ? 1 : 0)));
  });
}

const codes = await Promise.all([run('build-web-if-changed.mjs'), run('build-server-if-changed.mjs')]);
const failed = codes.find((code) => code !== 0);
if (failed !== undefined) process.exit(failed);

process.chdir(join(root, 'server'));
process.setSourceMapsEnabled(true);
await import(pathToFileURL(join(root, 'server/dist/main.mjs')).href);
