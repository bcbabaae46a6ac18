#!/usr/bin/env node
// `npm test`: every check a change must pass, in one command, ending with 'N passed, N failed'.
//
// The count is summed over every suite: each vitest test counts once, and the whole-tree checks
// (format and lint, each type-checked project, the coverage thresholds) count as one test each,
// so a red lint is as visible in the closing line as a red assertion.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';

// Programs the suites use that are not npm packages, by Debian package: installed when missing.
const SYSTEM_TOOLS = [
  { command: 'unzip', debianPackage: 'unzip' },
  { command: 'pdftotext', debianPackage: 'poppler-utils' },
];

function ensureSystemTools() {
  const missing = SYSTEM_TOOLS.filter(
    ({ command }) => spawnSync('sh', ['-c', `command -v ${command}`]).status !== 0,
  );
  if (missing.length === 0) return;
  const packages = missing.map(({ debianPackage }) => debianPackage);
  console.log(`Installing ${packages.join(', ')} (needed by the tests)`);
  const asRoot = process.getuid?.() === 0;
  const apt = (args) =>
    spawnSync(asRoot ? 'apt-get' : 'sudo', asRoot ? args : ['apt-get', ...args], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  apt(['update']);
  if (apt(['install', '-y', '--no-install-recommends', ...packages]).status !== 0) {
    console.error(`Could not install ${packages.join(', ')}; the suites that need them will fail.`);
  }
}

ensureSystemTools();

const resultsDir = '.test-results';
rmSync(resultsDir, { recursive: true, force: true });
mkdirSync(resultsDir, { recursive: true });

let passed = 0;
let failed = 0;
const failures = [];

function run(command, args, options = {}) {
  console.log(`\n$ ${[command, ...args].join(' ')}`);
  return spawnSync(command, args, { stdio: 'inherit', ...options }).status;
}

function check(name, status) {
  if (status === 0) {
    passed += 1;
  } else {
    failed += 1;
    failures.push(name);
  }
}

check('format and lint (biome ci)', run('npx', ['--no-install', 'biome', 'ci', '.']));
check('typecheck', run('node', ['scripts/typecheck.mjs']));

const vitestReport = join(resultsDir, 'vitest.json');
const vitestStatus = run('npx', [
  '--no-install',
  'vitest',
  'run',
  '--coverage.enabled',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${vitestReport}`,
]);
if (existsSync(vitestReport)) {
  const report = JSON.parse(readFileSync(vitestReport, 'utf8'));
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  if (report.numFailedTests > 0) failures.push(`${report.numFailedTests} vitest test(s)`);
  // A red run with every test green means a coverage threshold or a load error failed it.
  if (report.numFailedTests === 0) check('coverage thresholds and test files loading', vitestStatus);
} else {
  check('vitest (no report written)', 1);
}

console.log('');
if (failures.length > 0) console.log(`Failed: ${failures.join(', ')}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
