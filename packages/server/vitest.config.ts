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
    // A test here takes seconds, and several times that while other work keeps the cores busy: the
    // limits leave room for a machine loaded five times over, and only a hung test reaches them.
    testTimeout: 120_000,
    hookTimeout: 180_000,
    expect: { poll: { timeout: 15_000 } },
    // [Note: A cheaper password hash for test runs]; vitest sets NODE_ENV=test.
    env: { PASSWORD_HASH_COST: '10' },
  },
});
