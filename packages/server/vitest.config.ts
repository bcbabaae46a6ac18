import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['test/support/global-setup.ts'],
    // Every file starts its own servers and databases, so a worker's modules are shared by the files it
    // runs: importing the server (the identity provider, image codecs, database drivers) once per
    // file took a quarter of the run.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // [Note: A cheaper password hash for test runs]; vitest sets NODE_ENV=test.
    env: { PASSWORD_HASH_COST: '10' },
  },
});
