// `npm test`: lint, format, type check and build side by side (each single-threaded), then every
// Vitest project (unit, server on PGlite and PostgreSQL when TEST_DATABASE_URL is set, portal, ui
// stories in Chromium), then the E2E journeys.
import { readFileSync, mkdirSync } from 'node:fs';
import { spawn } from 'node:child_process';
import { run } from './run.mjs';

const REPORTS = 'test-results';

/** Runs a command with its output kept in a buffer, printed in one piece when it ends. */
function quiet(name, command, args) {
  return new Promise((resolve) => {
    const started = Date.now();
    const chunks = [];
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], env: process.env });
    child.stdout.on('data', (chunk) => chunks.push(chunk));
    child.stderr.on('data', (chunk) => chunks.push(chunk));
    const finish = (code, error) => {
      const seconds = Math.round((Date.now() - started) / 1000);
      process.stdout.write(`\n=== ${name} (${seconds} s${code === 0 ? '' : `, failed: ${error ?? code}`})\n`);
      process.stdout.write(Buffer.concat(chunks));
      resolve(code === 0);
    };
    child.on('error', (err) => finish(1, err.message));
    child.on('exit', (code, signal) => finish(code ?? 1, signal ?? undefined));
  });
}

/** Lint then format, type check, and build, side by side; true when all passed. */
async function checks() {
  const results = await Promise.all([
    quiet('lint', 'npx', ['eslint', '.', '--max-warnings', '0']).then((ok) =>
      quiet('format', 'npx', ['prettier', '--check', '.', '--log-level', 'warn']).then((f) => ok && f),
    ),
    quiet('type check', 'npx', ['tsc', '-p', 'tsconfig.json']),
    quiet('build', 'npm', ['run', 'build']),
  ]);
  return results.every(Boolean);
}

const vitest = (report, projects) => [
  'vitest',
  'run',
  ...projects.map((project) => `--project=${project}`),
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${REPORTS}/${report}`,
];

/**
 * Every project but the journeys, then the journeys. Beside the other projects the journeys only
 * competed for the two cores (measured: the run took longer and timing tests failed).
 */
async function tests() {
  mkdirSync(REPORTS, { recursive: true });
  process.stdout.write(`\n=== tests\n`);
  const rest = await run('npx', vitest('vitest.json', ['!e2e'])).then(
    () => true,
    (err) => (process.stderr.write(`\n${err.message}\n`), false),
  );
  process.stdout.write(`\n=== E2E journeys\n`);
  const journeys = await run('npx', vitest('vitest-e2e.json', ['e2e'])).then(
    () => true,
    (err) => (process.stderr.write(`\n${err.message}\n`), false),
  );
  return rest && journeys;
}

/** What failed in one report: a file that could not run, or a test, with the start of its message. */
function failuresOf(json) {
  const lines = [];
  const cut = (text) =>
    String(text ?? '')
      .split('\n')
      .slice(0, 6)
      .join('\n      ');
  for (const file of json.testResults ?? []) {
    const failedTests = (file.assertionResults ?? []).filter((t) => t.status === 'failed');
    if (file.status === 'failed' && !failedTests.length)
      lines.push(`  ${file.name}\n      ${cut(file.message)}`);
    for (const test of failedTests)
      lines.push(`  ${file.name} > ${test.fullName}\n      ${cut(test.failureMessages?.[0])}`);
  }
  return lines;
}

/** The counts, then every failure by name: CI keeps only the end of the output. */
function summary() {
  let passed = 0;
  let failed = 0;
  let skipped = 0;
  const failures = [];
  for (const report of ['vitest.json', 'vitest-e2e.json']) {
    try {
      const json = JSON.parse(readFileSync(`${REPORTS}/${report}`, 'utf8'));
      passed += json.numPassedTests;
      failed += json.numFailedTests;
      skipped += json.numPendingTests + json.numTodoTests;
      failures.push(...failuresOf(json));
    } catch {
      process.stdout.write(`\nNo test report ${REPORTS}/${report} (a step before the tests failed)\n`);
    }
  }
  if (failures.length) process.stdout.write(`\nFailed:\n${failures.join('\n')}\n`);
  process.stdout.write(`\nTests: ${passed} passed, ${failed} failed, ${skipped} skipped\n`);
}

const ok = (await checks()) && (await tests());
summary();
process.exit(ok ? 0 : 1);
