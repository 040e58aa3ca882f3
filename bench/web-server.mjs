// Starts the built app on a free port with a throw-away data directory (shared by the web benchmark).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

export const root = resolve(import.meta.dirname, '..');

function freePort() {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => done(port));
    });
  });
}

export async function startServer() {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'questboard-bench-web-'));
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = spawn(join(root, 'node_modules/.bin/tsx'), ['server/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      // Production refuses the embedded development chain (it needs CHAIN_RPC_URL); the web assets are the same.
      NODE_ENV: 'development',
      SIGN_UP: 'off',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  // A fresh data folder on a busy machine can take minutes (migrations, the development chain): wait for health.
  let healthy = false;
  for (let i = 0; i < 1200 && !healthy; i += 1) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    healthy = await fetch(`${baseUrl}/api/v1/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (!healthy) await new Promise((r) => setTimeout(r, 250));
  }
  if (!healthy) throw new Error('the server did not answer /api/v1/health within 5 minutes');
  return {
    baseUrl,
    async stop() {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
