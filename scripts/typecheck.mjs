#!/usr/bin/env node
// Type-checks every TypeScript project of the workspace: each package's `tsconfig.json` (its shipped
// code, with only the globals it may use), `tsconfig.test.json` (its tests, with Node's types), the
// benchmarks and the end-to-end suites.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

const projects = readdirSync('packages')
  .flatMap((name) => ['tsconfig.json', 'tsconfig.test.json'].map((file) => join('packages', name, file)))
  .concat('demo/tsconfig.json', 'bench/tsconfig.json', 'tests/e2e/tsconfig.json')
  .filter((file) => existsSync(file));

// The workspace's own compiler, started directly: through npx each of the projects paid a second's start.
const tsc = join('node_modules', 'typescript', 'bin', 'tsc');

let failed = 0;
for (const project of projects) {
  const { status } = spawnSync(process.execPath, [tsc, '-p', project], { stdio: 'inherit' });
  if (status === 0) {
    console.log(`typecheck ${project}: ok`);
  } else {
    console.log(`typecheck ${project}: failed`);
    failed += 1;
  }
}
process.exit(failed === 0 ? 0 : 1);
