#!/usr/bin/env node
// `npm run bench`: runs the benchmarks under bench/ and prints their figures. Benchmarks never
// assert times; they exist to compare alternatives on one machine in one run. Then the bundle
// sizes: each element's own code, and what each page transfers before it first renders
// (bench/bundles).
import { spawnSync } from 'node:child_process';

const vitest = spawnSync(
  'npx',
  ['--no-install', 'vitest', 'bench', '--run', '--config', 'bench/vitest.config.ts'],
  { stdio: 'inherit' },
);
const bundles = spawnSync('node', ['bench/bundles/print.mjs'], { stdio: 'inherit' });
process.exit(vitest.status || bundles.status || 0);
