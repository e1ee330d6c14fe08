import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Two cores here: keep parallelism modest.
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            '{contracts,server,workers,src,deploy}/**/*.test.{ts,tsx}',
            'tests/lint/**/*.test.ts',
            'tests/bench/**/*.test.ts',
          ],
          environment: 'node',
          // Worker threads, not processes: a test file starts cheaper, and no unit test needs a
          // process of its own.
          pool: 'threads',
          // Simulations of thousands of matches share two cores with the rest of the suite.
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          // The seed data is imported once into a template database that every SQLite test server copies.
          globalSetup: ['tests/integration/support/global-setup.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 60_000,
          // Every suite's servers listen on free ports with their own data (temp dirs, throw-away
          // PostgreSQL schemas, Redis prefixes): two suites at a time (maxWorkers), as the two cores allow.
          fileParallelism: true,
        },
      },
    ],
  },
});
