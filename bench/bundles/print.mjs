#!/usr/bin/env node
// `node bench/bundles/print.mjs`: builds the elements and prints their gzip sizes against the budgets.
import { spawnSync } from 'node:child_process';

const build = spawnSync('npm', ['run', 'build', '--workspace', '@portal/elements'], { stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);
const check = spawnSync('node', ['scripts/bundle-budgets.mjs'], { stdio: 'inherit' });
process.exit(check.status ?? 1);
