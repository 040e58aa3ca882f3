import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { TestProject } from 'vitest/node';
import { freePort, startServer } from './helpers/server';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

const root = resolve(import.meta.dirname, '..');

/** Starts the real server (built web app, fresh data dir, real ALTCHA check with a small work factor). */
export default async function setup(project: TestProject) {
  if (!existsSync(join(root, 'web/dist/index.html'))) throw new Error('Build the web app first: npm run build -w web');
  // The server as `npm start` runs it: bundled, rebuilt only when its sources changed.
  const bundled = spawnSync(process.execPath, ['scripts/build-server-if-changed.mjs'], { cwd: root, stdio: 'inherit' });
  if (bundled.status !== 0) throw new Error('Bundling the server failed');
  const dataDir = mkdtempSync(join(tmpdir(), 'questboard-e2e-'));
  const server = await startServer(await freePort(), dataDir);
  project.provide('baseUrl', server.baseUrl);

  return async () => {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
