import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../..');

export function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => done(port));
    });
  });
}

// A fresh data folder on a busy 2-core machine can take over a minute (migrations, the embedded chain): wait for
// health, never a fixed time, and give up only when the server is clearly stuck.
export async function waitForHealth(url: string, child: ChildProcess, timeoutMs = 150_000): Promise<void> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (child.exitCode !== null) throw new Error(`The server exited early with code ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`The server did not answer ${url} within ${timeoutMs} ms`);
}

/** The environment of a test server on `port` with its data in `dataDir` (real ALTCHA check, small work factor). */
export function serverEnv(port: number, dataDir: string): NodeJS.ProcessEnv {
  return {
    ...process.env,
    NODE_ENV: 'development',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: dataDir,
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    BOT_CHECK: 'altcha',
    ALTCHA_MAX_NUMBER: '1000',
    // The development chain mines a block a second: deposits confirm in seconds.
    CONFIRMATIONS: '2',
    DEV_MAILBOX: 'on',
    // Funding a user in a test runs the operator's ledger command on the running server (no restart).
    DEV_LEDGER: 'on',
    // The webhook receivers of the tests listen on 127.0.0.1, and a retry need not wait half a minute.
    WEBHOOK_ALLOW_PRIVATE_URLS: 'on',
    WEBHOOK_RETRY_DELAY_SECONDS: '1',
    AUTH_RATE_LIMIT_PER_IP: '10000',
    CLAIM_BURST_PER_ADDRESS: '100000',
    AUTH_RATE_LIMIT_PER_EMAIL: '1000',
    MAIL_LIMIT_PER_IP_PER_DAY: '10000',
    // Every test file's browser comes from 127.0.0.1 and shares the one per-IP budget; the build's files no longer
    // count against it (app.ts), but pages and API calls of a quick run still add up, like the auth limits above.
    GLOBAL_RATE_LIMIT_PER_MINUTE: '100000',
    LOG_LEVEL: 'warn',
    // Each test builds its own world; the demo brands would crowd its lists.
    DEMO_DATA: 'off',
  };
}

export interface RunningServer {
  baseUrl: string;
  stop(): Promise<void>;
}

/** Starts the real server as `npm start` runs it (the bundle, built web app) and waits for its health check. */
export async function startServer(
  port: number,
  dataDir: string,
  extraEnv: NodeJS.ProcessEnv = {},
): Promise<RunningServer> {
  const child = spawn(process.execPath, ['--enable-source-maps', 'server/dist/main.mjs'], {
    cwd: root,
    env: { ...serverEnv(port, dataDir), ...extraEnv },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitForHealth(`${baseUrl}/api/v1/health`, child).catch((error: unknown) => {
    child.kill('SIGTERM'); // never leave a server behind that nobody will stop
    throw error;
  });
  return {
    baseUrl,
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** The operator's ledger command (`npm run ledger -- …`'s arguments) on a running server (DEV_LEDGER). */
async function ledger(baseUrl: string, args: string[]): Promise<string> {
  const response = await fetch(`${baseUrl}/api/v1/dev/ledger`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ args }),
  });
  const body = (await response.json()) as { output?: string; message?: string };
  if (!response.ok || body.output === undefined) throw new Error(`ledger ${args.join(' ')}: ${body.message}`);
  return body.output;
}

export interface FundableServer {
  baseUrl: string;
  /** Credits the user with the operator's ledger command; answers what the command printed. */
  credit(email: string, amount: string): Promise<string>;
  /** Runs operator ledger commands (`fund-staking 100`, `master-chef --reward-per-second 1`…) in order; answers their output. */
  operate(...commands: string[][]): Promise<string>;
  /** Stops the server and deletes its data. */
  close(): Promise<void>;
}

/** A server with its own port and data folder, for tests that fund users with the operator's ledger command. */
export async function startFundableServer(name: string, extraEnv: NodeJS.ProcessEnv = {}): Promise<FundableServer> {
  const dataDir = mkdtempSync(join(tmpdir(), `questboard-e2e-${name}-`));
  const port = await freePort();
  const running = await startServer(port, dataDir, extraEnv);
  return {
    baseUrl: running.baseUrl,
    credit: (email, amount) => ledger(running.baseUrl, ['credit', email, amount, '--reason', 'e2e funding']),
    async operate(...commands) {
      let out = '';
      for (const args of commands) out += `${await ledger(running.baseUrl, args)}\n`;
      return out;
    },
    async close() {
      await running.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
