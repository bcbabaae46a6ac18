import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/**
 * Shared build and test settings. Each package adds a `vitest.config.ts` that the test projects
 * below pick up. Coverage is measured over the contract, the one package with a threshold, in a run
 * of its own suite ([Note: Coverage where it is checked] in scripts/test.mjs).
 */
export default defineConfig({
  build: {
    target: 'es2022',
    sourcemap: true,
  },
  test: {
    // Vitest leaves one core to itself by default, which on a 2-core machine runs the files one at a
    // time; the server suites wait on sockets, child processes and databases as much as they compute.
    maxWorkers: availableParallelism(),
    projects: ['packages/*/vitest.config.ts', 'packages/*/vitest.browser.config.ts'],
    coverage: {
      provider: 'v8',
      reportsDirectory: 'coverage',
      reporter: ['text-summary', 'json-summary'],
      include: ['packages/api/src/**/*.ts'],
      exclude: ['**/*.test.ts', '**/index.ts'],
      thresholds: {
        'packages/api/src/**': { lines: 90, statements: 90 },
      },
    },
  },
});
