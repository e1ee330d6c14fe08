import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Two cores here: keep parallelism modest.
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'unit',
          include: ['{contracts,server,workers,src}/**/*.test.{ts,tsx}', 'tests/lint/**/*.test.ts'],
          environment: 'node',
          // Simulations of thousands of matches share two cores with the rest of the suite.
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 60_000,
          // Integration suites start servers on fixed local ports: one file at a time.
          fileParallelism: false,
        },
      },
    ],
  },
});
