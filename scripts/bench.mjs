#!/usr/bin/env node
// `npm run bench`: runs the benchmarks under bench/ and prints their figures. Benchmarks never
// assert times; they exist to compare alternatives on one machine in one run. Then the bundle
// sizes: each element's own code, and what each page transfers before it first renders
// (bench/bundles). Then the server under load (bench/load): 200 connections for 30 s, whose
// acknowledged writes are checked afterwards.
import { spawnSync } from 'node:child_process';

const vitest = spawnSync(
  'npx',
  ['--no-install', 'vitest', 'bench', '--run', '--config', 'bench/vitest.config.ts'],
  { stdio: 'inherit' },
);
const bundles = spawnSync('node', ['bench/bundles/print.mjs'], { stdio: 'inherit' });
const load = spawnSync('npx', ['--no-install', 'tsx', 'bench/load/load.ts'], { stdio: 'inherit' });
process.exit(vitest.status || bundles.status || load.status || 0);
