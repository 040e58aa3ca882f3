// `npm run dev`: the server from its sources (tsx watch restarts it when a server file changes; cwd server/, as
// `npm run dev -w server` runs it) beside Vite's dev server for the web app, which hot-reloads an edited component
// into the open page and passes /api, /uploads and /socket.io on to the server. Open Vite's address
// (http://localhost:5173, or WEB_PORT); the server keeps PORT (3000). Guest pages are not rendered on the server here:
// the browser renders them, as it does every signed-in page. Ctrl-C or SIGTERM stops both, the server gracefully.
import { spawn } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(import.meta.dirname, '..');
const bin = (pkg, file) => resolve(dirname(fileURLToPath(import.meta.resolve(`${pkg}/package.json`))), file);
const webPort = process.env.WEB_PORT ?? '5173';
const env = {
  ...process.env,
  // Where web/vite.config.ts's proxy sends the API.
  API_URL: process.env.API_URL ?? `http://localhost:${process.env.PORT ?? 3000}`,
  // The pages are Vite's: links in mails and the sockets' origin check go by its address.
  PUBLIC_URL: process.env.PUBLIC_URL ?? `http://localhost:${webPort}`,
};

const children = [
  spawn(process.execPath, [bin('tsx', 'dist/cli.mjs'), 'watch', 'src/main.ts'], {
    cwd: resolve(root, 'server'),
    env,
    stdio: 'inherit',
    // Its own process group, so Ctrl-C reaches it once, from stop() below: a second signal makes tsx kill the
    // server at once (SIGKILL) in the middle of closing its embedded database.
    detached: true,
  }),
  spawn(process.execPath, [bin('vite', 'bin/vite.js'), '--port', webPort, '--strictPort'], {
    cwd: resolve(root, 'web'),
    env,
    stdio: 'inherit',
  }),
];

let stopping = false;
async function stop(code) {
  if (stopping) return;
  stopping = true;
  await Promise.all(
    children.map((child) => {
      if (child.exitCode !== null || child.signalCode !== null) return null;
      const exited = new Promise((done) => child.once('exit', done));
      child.kill('SIGTERM');
      return exited;
    }),
  );
  process.exit(code);
}
process.on('SIGINT', () => void stop(0));
process.on('SIGTERM', () => void stop(0));
// One of them ending (a port in use, a crash) ends the other too.
for (const child of children) child.on('exit', (code) => void stop(code ?? 1));
