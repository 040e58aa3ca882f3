// N instances of the production build behind HAProxy, on one PostgreSQL and one Redis, with a chain node of their
// own: what `npm run cluster` starts, and what the cluster test and benchmarks start too.
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { type ChainNode, startChainNode } from './chain-node';
import { type ReverseProxy, startHaproxy } from './haproxy';
import { type Instance, startInstance } from './instance';
import { type ObjectStorage, startObjectStorage } from './object-storage';

const root = resolve(import.meta.dirname, '../..');

export interface ClusterOptions {
  instances: number;
  databaseUrl: string;
  redisUrl: string;
  /** Settings for every instance on top of the cluster's own (JWT_SECRET, GLOBAL_RATE_LIMIT_PER_MINUTE…). */
  env?: Record<string, string>;
  /** The proxy's port (0: a free one). */
  port?: number;
  /** Instances' output not shown (tests, benchmarks). */
  quiet?: boolean;
}

export interface Cluster {
  /** The proxy's address: the one URL clients use. */
  url: string;
  instances: Instance[];
  /** HAProxy's process id. */
  proxyPid: number;
  /** Starts instance `index` again (after a kill), on its port, behind the same proxy. */
  restart(index: number): Promise<Instance>;
  stop(): Promise<void>;
}

export function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => done(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** Builds the web app and bundles the server, each when its sources changed (as `npm start` does). */
export function buildProduction(parts: Array<'web' | 'server'>): void {
  for (const part of parts) {
    execFileSync(process.execPath, [join(root, `scripts/build-${part}-if-changed.mjs`)], { stdio: 'inherit' });
  }
}

export async function startCluster(opts: ClusterOptions): Promise<Cluster> {
  const dir = mkdtempSync(join(tmpdir(), 'questboard-cluster-'));
  const ports = await Promise.all(Array.from({ length: opts.instances }, freePort));
  const proxyPort = opts.port || (await freePort());
  const url = `http://127.0.0.1:${proxyPort}`;
  let chain: ChainNode | undefined;
  let storage: ObjectStorage | undefined;
  let proxy: ReverseProxy | undefined;
  const instances: Instance[] = [];
  const stop = async () => {
    await Promise.all(instances.map((i) => i.stop()));
    await proxy?.stop();
    await chain?.close();
    await storage?.close();
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    chain = await startChainNode({ blockSeconds: 1 });
    // Uploads shared by every instance: a bucket of the cluster's own, unless S3_* name a real one.
    if (!process.env.S3_BUCKET && !opts.env?.S3_BUCKET) storage = await startObjectStorage(dir);
    const env: Record<string, string> = {
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      DATABASE_URL: opts.databaseUrl,
      REDIS_URL: opts.redisUrl,
      PUBLIC_URL: url,
      TRUST_PROXY: '1',
      JWT_SECRET: randomBytes(32).toString('hex'),
      SOCIAL_TOKEN_KEY: randomBytes(32).toString('base64url'),
      // Production sends codes by mail: without SMTP_URL nobody could finish signing up.
      ...(process.env.SMTP_URL ? {} : { SIGN_UP: 'off' }),
      ...chain.env,
      ...storage?.env,
      ...opts.env,
    };
    const start = (index: number) =>
      startInstance({
        name: `instance-${index + 1}`,
        port: ports[index] ?? 0,
        dataDir: join(dir, `instance-${index + 1}`),
        env,
        quiet: opts.quiet,
      });
    // Started together, as a deployment does: migrations and the demo seed wait on their advisory lock.
    instances.push(...(await Promise.all(ports.map((_, index) => start(index)))));
    proxy = startHaproxy(
      dir,
      proxyPort,
      instances.map((i) => ({ name: i.name, port: i.port })),
    );
    await waitForProxy(url, proxy);
    return {
      url,
      instances,
      proxyPid: proxy.process.pid ?? 0,
      restart: async (index) => {
        const instance = await start(index);
        instances[index] = instance;
        return instance;
      },
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

async function waitForProxy(url: string, proxy: ReverseProxy): Promise<void> {
  const started = Date.now();
  while (
    !(await fetch(`${url}/api/v1/health/ready`).then(
      (r) => r.ok,
      () => false,
    ))
  ) {
    if (proxy.process.exitCode !== null) throw new Error(`HAProxy exited with ${proxy.process.exitCode}`);
    if (Date.now() - started > 30_000) throw new Error(`the proxy at ${url} did not answer within 30 s`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
