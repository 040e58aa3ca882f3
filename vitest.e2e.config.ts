import { defineConfig } from 'vitest/config';

/** Browser tests against the built app served by a real server (see e2e/global-setup.ts). */
export default defineConfig({
  test: {
    name: 'e2e',
    include: ['e2e/**/*.e2e.ts'],
    globalSetup: ['e2e/global-setup.ts'],
    environment: 'node',
    pool: 'forks',
    // One file at a time: the browser tests share one server, and two at a time were not tried through a whole run.
    fileParallelism: false,
    maxWorkers: 1,
    // Ceilings for a busy 2-core machine (CI shares it); each step still waits for its condition, never a fixed time.
    testTimeout: 300_000,
    hookTimeout: 400_000,
    expect: { poll: { timeout: 30_000, interval: 100 } },
  },
});
