#!/usr/bin/env node
// `node bench/bundles/print.mjs`: builds the web packages, prints each element's own code against its
// budget (scripts/bundle-budgets.mjs), then what a brand CMS page and the portal's overview really
// transfer before the element first renders, resource by resource, measured in Chromium against the
// real server (tests/e2e/first-load.spec.ts, which also holds the page budgets).
import { spawnSync } from 'node:child_process';

const run = (command, args) => spawnSync(command, args, { stdio: 'inherit' }).status ?? 1;

const build = run('npm', ['run', 'build']);
if (build !== 0) process.exit(build);
const ownCode = run('node', ['scripts/bundle-budgets.mjs']);
const pages = run('npx', [
  '--no-install',
  'playwright',
  'test',
  '-c',
  'tests/e2e/playwright.config.ts',
  'first-load',
]);
process.exit(ownCode || pages);
