import { type ChildProcess, fork } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { buildApp } from '../../server/src/app';
import { loadConfig } from '../../server/src/config';
import { openDatabase } from '../../server/src/db/client';
import type { DomainEventName } from '../../server/src/events/domain-event-bus';
import { serverDatabase } from './server-database';
import { testEnv } from './test-env';

type App = Awaited<ReturnType<typeof buildApp>>;

/** The app in a process of its own (test/helpers/app-process.ts), to be killed with kill -9 or stopped. */
export interface AppProcess {
  child: ChildProcess;
  /** Its URL once it listens (rejected if it exits before: expected of a process killed while it started). */
  url: Promise<string>;
  /** Resolved once it holds the transaction of the event asked for (`holdEvent`), writes done, not committed. */
  holding: Promise<void>;
  /** Asks it to close and waits until it has exited. */
  stop(): Promise<void>;
}

/**
 * Storage that outlives the app, for tests that kill it and start it again: a data folder (embedded PGlite) and, on
 * PostgreSQL with `ownDatabase`, a database of the test's own (a restarted job worker on the shared database works
 * other files' jobs). `withApp` opens the app in this process on that storage; `start` forks it as a server.
 */
export function crashHarness(name: string, options: { settings?: Record<string, string>; ownDatabase?: boolean } = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), `qb-${name}-`));
  const database = options.ownDatabase ? serverDatabase(`qb_${name.replaceAll('-', '_')}_${process.pid}`) : null;
  const settings = { ...options.settings, ...(database ? { DATABASE_URL: database.url } : {}) };

  return {
    async setUp(): Promise<void> {
      await database?.create();
    },
    async tearDown(): Promise<void> {
      rmSync(dataDir, { recursive: true, force: true });
      await database?.drop();
    },

    async withApp<T>(work: (app: App) => Promise<T>): Promise<T> {
      const config = loadConfig(testEnv({ DATA_DIR: dataDir, ...settings }));
      const opened = await openDatabase({ url: config.databaseUrl, dataDir: join(dataDir, 'pglite') });
      await opened.migrate();
      const app = await buildApp(config, opened);
      try {
        return await work(app);
      } finally {
        await app.close();
        await opened.close();
      }
    },

    start(opts: { workJobs?: boolean; holdEvent?: DomainEventName } = {}): AppProcess {
      const child = fork(resolve(import.meta.dirname, 'app-process.ts'), [], {
        execArgv: ['--import', 'tsx'],
        env: {
          ...process.env,
          APP_DATA_DIR: dataDir,
          APP_ENV: JSON.stringify(settings),
          ...(opts.workJobs ? { APP_WORK_JOBS: 'on' } : {}),
          ...(opts.holdEvent ? { APP_HOLD_EVENT: opts.holdEvent } : {}),
        },
        stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      });
      const gone = exited(child);
      // "holding" may come before or after the URL: a job can start as soon as the worker does.
      const holding = new Promise<void>((done) => child.on('message', (m) => m === 'holding' && done()));
      const url = new Promise<string>((done, fail) => {
        child.once('exit', (code) => fail(new Error(`app process exited with ${code}`)));
        child.on('message', (m) => {
          if (typeof m === 'object' && m && 'url' in m) done((m as { url: string }).url);
        });
      });
      url.catch(() => undefined);
      return {
        child,
        url,
        holding,
        async stop() {
          if (child.exitCode === null && child.signalCode === null) child.send('stop');
          await gone;
        },
      };
    },
  };
}

/** Resolves once `child` has exited (at once if it already has). */
export function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((done) => child.once('exit', () => done()));
}
