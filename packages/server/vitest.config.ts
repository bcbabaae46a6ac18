import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['test/support/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // [Note: A cheaper password hash for test runs]; vitest sets NODE_ENV=test.
    env: { PASSWORD_HASH_COST: '10' },
  },
});
