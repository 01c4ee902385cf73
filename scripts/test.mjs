// `npm test`: every check a change must pass, in order, ending with one summary line
// `N passed, N failed` that counts each test (and typecheck, lint and build as one each).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const reports = mkdtempSync(join(tmpdir(), 'vag-test-'));
let passed = 0;
let failed = 0;
const failures = [];

function run(label, command, args, env = {}) {
  console.log(`\n━━ ${label} ━━`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status === 0;
}

function check(label, command, args) {
  if (run(label, command, args)) passed++;
  else {
    failed++;
    failures.push(label);
  }
}

function vitest(label, args, env = {}) {
  const report = join(reports, `${label.replace(/\W+/g, '-')}.json`);
  const ok = run(
    label,
    'npx',
    ['vitest', 'run', ...args, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`],
    env,
  );
  if (!existsSync(report)) {
    failed++;
    failures.push(`${label} (no report: the runner crashed)`);
    return;
  }
  const { numPassedTests, numFailedTests, numTotalTests } = JSON.parse(readFileSync(report, 'utf8'));
  passed += numPassedTests;
  failed += numFailedTests;
  if (numFailedTests > 0 || !ok) failures.push(label);
  if (!ok && numFailedTests === 0) failed++;
  if (numTotalTests === 0) {
    failed++;
    failures.push(`${label} (no test ran)`);
  }
}

check('typecheck', 'npm', ['run', 'typecheck']);
check('lint', 'npx', ['biome', 'check', '--error-on-warnings', '.']);
vitest('unit and API integration (PGlite)', []);
if (process.env.TEST_DATABASE_URL) {
  vitest('API integration (PostgreSQL)', ['packages/api'], { TEST_DB_DRIVER: 'pg' });
} else {
  console.log('\nTEST_DATABASE_URL is not set: the PostgreSQL leg of the API tests was skipped.');
}
check('build', 'npm', ['run', 'build']);
vitest('e2e (Chromium)', ['--config', 'e2e/vitest.config.ts']);
if (process.env.TEST_DATABASE_URL) {
  // Crash, database restart and a 2-minute soak (the 10-minute one is run by hand: bench/README.md).
  vitest('reliability (PostgreSQL)', ['--config', 'reliability/vitest.config.ts'], {
    SOAK_SECONDS: process.env.SOAK_SECONDS ?? '120',
  });
} else {
  console.log('\nTEST_DATABASE_URL is not set: the reliability suite was skipped.');
}

if (failures.length) console.log(`\nFailed: ${failures.join('; ')}`);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
