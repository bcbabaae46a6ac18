import { defineProject } from 'vitest/config';
import { PREACT_ALIASES } from './scripts/preact-alias.ts';

export default defineProject({
  // What ships: React's API on Preact ([Note: React's API in the source, Preact in the bundle]).
  resolve: { alias: PREACT_ALIASES },
  test: {
    name: 'elements',
    environment: 'node',
    // A worker's imports are shared by the files it runs (the node suites of api, elements and host
    // together: 42 s isolated, 9 s shared; importing zod and the schemas per file was most of it).
    // A stubbed global is put back after each test, so no file sees another's.
    isolate: false,
    unstubGlobals: true,
    // Room for a machine whose cores are busy with other work; only a failure waits these out.
    testTimeout: 30_000,
    expect: { poll: { timeout: 15_000 } },
    include: ['src/**/*.test.ts', 'scripts/**/*.test.ts'],
  },
});
