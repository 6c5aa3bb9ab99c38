// `npm test`: lint, format, type check and build side by side (each single-threaded), then the
// Vitest projects in two lanes side by side (server on PGlite, and on PostgreSQL when
// TEST_DATABASE_URL is set; portal; kit), then the stories in Chromium, then the E2E journeys.
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

const withPostgres = Boolean(process.env.TEST_DATABASE_URL);

/**
 * The unit stage in two lanes side by side, each one Vitest worker (Vitest's default on 2 cores):
 * the server's tests on PGlite then the kit's, beside the server's tests on PostgreSQL then the
 * portal's. One lane left a core idle (the stage was 36 minutes of a 65-minute run); the projects
 * share nothing but the machine. Each lane's output is printed in one piece when it ends.
 */
const LANES = [
  [
    { report: 'vitest-server.json', projects: ['server', 'server-planted'] },
    { report: 'vitest-kit.json', projects: ['ui', 'widgets', 'chat', 'contracts'] },
  ],
  [
    ...(withPostgres ? [{ report: 'vitest-postgres.json', projects: ['server-postgres'] }] : []),
    { report: 'vitest-portal.json', projects: ['portal', 'portal-isolated'] },
  ],
];

/** The stages after the lanes, each alone: real Chromium, where timing depends on the machine. */
const ALONE = [
  { name: 'stories and browser tests', report: 'vitest-browser.json', projects: ['storybook', 'ui-browser'] },
  { name: 'E2E journeys', report: 'vitest-e2e.json', projects: ['e2e'] },
];

const REPORT_FILES = [...LANES.flat(), ...ALONE].map((step) => step.report);

async function lane(steps, index) {
  let ok = true;
  for (const step of steps) {
    const name = `lane ${index + 1}: ${step.projects.join(', ')}`;
    const passed = await quiet(name, 'npx', vitest(step.report, step.projects));
    ok = passed && ok;
  }
  return ok;
}

async function tests() {
  mkdirSync(REPORTS, { recursive: true });
  process.stdout.write(`\n=== tests: ${LANES.length} lanes side by side\n`);
  const started = Date.now();
  // The lanes print when they end: say the run is alive meanwhile.
  const alive = setInterval(
    () => process.stdout.write(`  (lanes running, ${Math.round((Date.now() - started) / 60_000)} min)\n`),
    120_000,
  );
  const lanes = await Promise.all(LANES.map(lane)).finally(() => clearInterval(alive));
  let ok = lanes.every(Boolean);
  for (const step of ALONE) {
    process.stdout.write(`\n=== ${step.name}\n`);
    ok =
      (await run('npx', vitest(step.report, step.projects)).then(
        () => true,
        (err) => (process.stderr.write(`\n${err.message}\n`), false),
      )) && ok;
  }
  return ok;
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
  for (const report of REPORT_FILES) {
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
