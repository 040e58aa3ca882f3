// One instance of the production build (server/dist/main.mjs, as `npm start` runs it) in a process of its own.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

const root = resolve(import.meta.dirname, '../..');

export interface Instance {
  name: string;
  port: number;
  url: string;
  process: ChildProcess;
  /** kill -9: no shutdown, no goodbye to its sockets or requests. */
  kill(): Promise<void>;
  /** SIGTERM: the graceful shutdown (readiness 503, sockets closed, requests in flight answered). */
  stop(): Promise<void>;
}

const exited = (child: ChildProcess) =>
  child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise<void>((done) => child.once('exit', () => done()));

/** Starts the instance and waits until it says it is ready (its dependencies answer). */
export async function startInstance(opts: {
  name: string;
  port: number;
  dataDir: string;
  env: Record<string, string>;
  quiet?: boolean;
}): Promise<Instance> {
  mkdirSync(opts.dataDir, { recursive: true });
  const child = spawn(process.execPath, ['--enable-source-maps', join(root, 'server/dist/main.mjs')], {
    cwd: join(root, 'server'),
    env: { ...process.env, ...opts.env, HOST: '127.0.0.1', PORT: String(opts.port), DATA_DIR: opts.dataDir },
    stdio: ['ignore', opts.quiet ? 'ignore' : 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${opts.port}`;
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${opts.name} exited with ${child.exitCode} while starting`);
    const ready = await fetch(`${url}/api/v1/health/ready`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) break;
    if (Date.now() - started > 180_000) throw new Error(`${opts.name} was not ready after 3 minutes`);
    await sleep(100);
  }
  return {
    name: opts.name,
    port: opts.port,
    url,
    process: child,
    kill: async () => {
      child.kill('SIGKILL');
      await exited(child);
    },
    stop: async () => {
      child.kill('SIGTERM');
      await exited(child);
    },
  };
}
