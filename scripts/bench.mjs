#!/usr/bin/env node
// `npm run bench`: runs the benchmarks under bench/ and prints their figures. Benchmarks never
// assert times; they exist to compare alternatives on one machine in one run.
import { spawnSync } from 'node:child_process';

const { status } = spawnSync(
  'npx',
  ['--no-install', 'vitest', 'bench', '--run', '--config', 'bench/vitest.config.ts'],
  {
    stdio: 'inherit',
  },
);
process.exit(status ?? 1);
