import { defineConfig } from 'vitest/config';

/** Browser tests against the built app served by a real server (see e2e/global-setup.ts). */
export default defineConfig({
  test: {
    name: 'e2e',
    include: ['e2e/**/*.e2e.ts'],
    globalSetup: ['e2e/global-setup.ts'],
    environment: 'node',
    pool: 'forks',
    fileParallelism: false,
    maxWorkers: 1,
    testTimeout: 120_000,
    hookTimeout: 200_000,
  },
});
