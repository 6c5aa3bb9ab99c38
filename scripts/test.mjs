// `npm test`: lint, type check, build, then every Vitest project (unit, server on PGlite and
// PostgreSQL when TEST_DATABASE_URL is set, portal, ui stories in Chromium, E2E journeys).
import { readFileSync, mkdirSync } from 'node:fs';
import { run } from './run.mjs';

const step = async (name, command, args, env = {}) => {
  process.stdout.write(`\n=== ${name}\n`);
  await run(command, args, { env: { ...process.env, ...env } });
};

let failed = false;
try {
  await step('lint', 'npx', ['eslint', '.', '--max-warnings', '0']);
  await step('format', 'npx', ['prettier', '--check', '.', '--log-level', 'warn']);
  await step('type check', 'npx', ['tsc', '-p', 'tsconfig.json']);
  await step('build', 'npm', ['run', 'build']);
  mkdirSync('test-results', { recursive: true });
  await step('tests', 'npx', [
    'vitest',
    'run',
    '--reporter=default',
    '--reporter=json',
    '--outputFile.json=test-results/vitest.json',
  ]);
} catch (err) {
  failed = true;
  process.stderr.write(`\n${err.message}\n`);
}

try {
  const report = JSON.parse(readFileSync('test-results/vitest.json', 'utf8'));
  const skipped = report.numPendingTests + report.numTodoTests;
  process.stdout.write(
    `\nTests: ${report.numPassedTests} passed, ${report.numFailedTests} failed, ${skipped} skipped\n`,
  );
} catch {
  process.stdout.write('\nTests: no test report (a step before the tests failed)\n');
}
process.exit(failed ? 1 : 0);
