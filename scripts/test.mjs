#!/usr/bin/env node
// `npm test`: every check a change must pass, in one command, ending with 'N passed, N failed'.
//
// The count is summed over every suite: each vitest test and each end-to-end test counts once, and
// the whole-tree checks (format and lint, types, the coverage thresholds, the build, the bundle
// budgets) count as one test each, so a red lint is as visible in the closing line as a red assertion.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join, relative } from 'node:path';

// Programs the suites use that are not npm packages, by Debian package: installed when missing.
const SYSTEM_TOOLS = [
  { present: 'command -v unzip', debianPackage: 'unzip' },
  { present: 'command -v pdftotext', debianPackage: 'poppler-utils' },
  // The browser of the browser suites (Chromium's headless shell, see scripts/chromium.ts);
  // Playwright cannot download its own here.
  { present: 'command -v chromium-headless-shell', debianPackage: 'chromium-headless-shell' },
  // The PostgreSQL runs of the server suites and the scale-out journey start their own cluster.
  { present: 'command -v initdb || ls /usr/lib/postgresql/*/bin/initdb', debianPackage: 'postgresql' },
];

function ensureSystemTools() {
  const missing = SYSTEM_TOOLS.filter(
    ({ present }) => spawnSync('sh', ['-c', present], { stdio: 'ignore' }).status !== 0,
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

/*
 * [Note: Coverage where it is checked]
 * The one coverage threshold is the contract's (packages/api, README), and the contract's own suite
 * gives it. So coverage is measured in a run of that suite alone, and every other suite runs without
 * it: V8's precise coverage made the server suites a quarter slower for a report nobody read.
 */
const vitestRuns = [
  { name: 'vitest-api', args: ['--project', 'api', '--coverage.enabled'] },
  { name: 'vitest', args: ['--project', '!api'] },
];
for (const { name, args } of vitestRuns) {
  const report = join(resultsDir, `${name}.json`);
  const status = run('npx', [
    '--no-install',
    'vitest',
    'run',
    ...args,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${report}`,
  ]);
  if (existsSync(report)) {
    const outcome = JSON.parse(readFileSync(report, 'utf8'));
    passed += outcome.numPassedTests;
    failed += outcome.numFailedTests;
    if (outcome.numFailedTests > 0) failures.push(...failedVitestTests(outcome));
    // A red run with every test green means a coverage threshold or a load error failed it.
    if (outcome.numFailedTests === 0) check(`${name}: coverage thresholds and test files loading`, status);
  } else {
    check(`${name} (no report written)`, 1);
  }
}

// The end-to-end suites run against the built web files, and the budgets measure them.
check('build', run('npm', ['run', 'build']));
const budgetsScript = join('scripts', 'bundle-budgets.mjs');
if (existsSync(budgetsScript)) {
  check('bundle budgets', run('node', [budgetsScript]));
} else {
  console.log(`\n(${budgetsScript} does not exist yet: no bundle budgets checked)`);
}

const playwrightReport = join(resultsDir, 'playwright.json');
const playwrightStatus = run('npx', [
  '--no-install',
  'playwright',
  'test',
  '-c',
  'tests/e2e/playwright.config.ts',
]);
if (existsSync(playwrightReport)) {
  const outcome = endToEndOutcome(JSON.parse(readFileSync(playwrightReport, 'utf8')));
  passed += outcome.passed;
  failed += outcome.failed;
  failures.push(...outcome.failedTests);
  if (outcome.skipped > 0) console.log(`\n${outcome.skipped} end-to-end test(s) skipped`);
  // A red run with every test green means the run itself failed (global setup, a file not loading).
  if (outcome.failed === 0) check('end-to-end run (setup and test files loading)', playwrightStatus);
} else {
  check('end-to-end (no report written)', 1);
}

/**
 * Counts Playwright's JSON report: a test that passed, or passed on a retry (flaky), passed; one that
 * failed, timed out or was interrupted failed; one skipped on purpose is neither.
 */
function endToEndOutcome(report) {
  const outcome = { passed: 0, failed: 0, skipped: 0, failedTests: [] };
  const visit = (suite, titles) => {
    const path = suite.title && !suite.title.endsWith('.ts') ? [...titles, suite.title] : titles;
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        const interrupted = (test.results ?? []).some((result) => result.status === 'interrupted');
        if (test.status === 'expected' || test.status === 'flaky') outcome.passed += 1;
        else if (test.status === 'unexpected' || interrupted) {
          outcome.failed += 1;
          outcome.failedTests.push(
            `tests/e2e/${spec.file}:${spec.line} › ${[...path, spec.title].join(' › ')}`,
          );
        } else outcome.skipped += 1;
      }
    }
    for (const child of suite.suites ?? []) visit(child, path);
  };
  for (const suite of report.suites ?? []) visit(suite, []);
  return outcome;
}

/** Each failed vitest test as 'file › title', so the closing lines say which checks to look at. */
function failedVitestTests(report) {
  return report.testResults.flatMap((file) =>
    file.assertionResults
      .filter((test) => test.status === 'failed')
      .map((test) => `${relative(process.cwd(), file.name)} › ${test.fullName}`),
  );
}

console.log('');
if (failures.length > 0) console.log(`Failed:\n${failures.map((name) => `  ${name}`).join('\n')}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
