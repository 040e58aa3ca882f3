import { defineConfig } from 'vitest/config';

// Vitest gives a run one worker per core but one: a single worker on CI's 2 cores, where each test file spends about as
// long starting (importing the app, opening its database) as testing. Two files at a time overlap one's start with
// the other's tests. The server pass (.ci/run, TEST_DATABASE_URL) keeps one file at a time: its files share one
// PostgreSQL database and some expect to be alone on it.
const maxWorkers = process.env.TEST_DATABASE_URL ? 1 : 2;

export default defineConfig({
  test: {
    maxWorkers,
    projects: [
      {
        test: {
          name: 'node',
          include: ['contract/src/**/*.test.ts', 'server/src/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['test/helpers/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 180_000,
        },
      },
      'web/vite.config.ts',
    ],
  },
});
