#!/usr/bin/env node
// Type-checks every TypeScript project of the workspace: each package's `tsconfig.json` (its shipped
// code, with only the globals it may use), `tsconfig.test.json` (its tests, with Node's types), the
// benchmarks and the end-to-end suites.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';

const projects = readdirSync('packages')
  .flatMap((name) => ['tsconfig.json', 'tsconfig.test.json'].map((file) => join('packages', name, file)))
  .concat('demo/tsconfig.json', 'bench/tsconfig.json', 'tests/e2e/tsconfig.json')
  .filter((file) => existsSync(file));

// The workspace's own compiler, started directly: through npx each of the projects paid a second's start.
const tsc = join('node_modules', 'typescript', 'bin', 'tsc');

/** Checks one project; its compiler's output is printed whole when it ends, never interleaved. */
function check(project) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [tsc, '-p', project], { stdio: ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (status) => {
      process.stdout.write(Buffer.concat(output));
      console.log(`typecheck ${project}: ${status === 0 ? 'ok' : 'failed'}`);
      resolve(status === 0);
    });
  });
}

// One compiler per core: each is single-threaded.
const queue = [...projects];
let failed = 0;
async function worker() {
  for (let project = queue.shift(); project !== undefined; project = queue.shift()) {
    if (!(await check(project))) failed += 1;
  }
}
await Promise.all(Array.from({ length: Math.min(availableParallelism(), queue.length) }, worker));
process.exit(failed === 0 ? 0 : 1);
