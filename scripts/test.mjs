// `npm test`: every check a change must pass, ending with one summary line `N passed, N failed`
// that counts each test (and typecheck, lint and build as one each).
//
// Two chains run at once, as they share no state (separate databases, ports and directories):
//   1. typecheck → lint → build → browser journeys → reliability (timing-sensitive: full priority)
//   2. unit and API tests on PGlite → API tests on PostgreSQL (CPU-bound: run at a lower priority,
//      so they take the core the journeys leave idle instead of slowing them down)
// Vitest gives each run one worker on a two-core machine, so each chain keeps one core busy.
// Each leg's output goes to a file and is printed whole when the leg ends, so nothing interleaves.
import { spawn } from 'node:child_process';
import { createWriteStream, existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const reports = mkdtempSync(join(tmpdir(), 'vag-test-'));
let passed = 0;
let failed = 0;
const failures = [];
const started = Date.now();
const elapsed = () => `${Math.round((Date.now() - started) / 1000)} s`;

/** Runs a command with its output in a log file; prints the log when it ends; resolves whether it succeeded. */
function run(label, command, args, { env = {}, nice = false } = {}) {
  const log = join(reports, `${label.replace(/\W+/g, '-')}.log`);
  const out = createWriteStream(log);
  const [file, argv] = nice ? ['nice', ['-n', '5', command, ...args]] : [command, args];
  console.log(`▶ ${label} (started at ${elapsed()})`);
  return new Promise((resolve) => {
    const child = spawn(file, argv, { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.pipe(out, { end: false });
    child.stderr.pipe(out, { end: false });
    child.on('close', (code) => {
      out.end(() => {
        console.log(`\n━━ ${label} (${code === 0 ? 'passed' : 'FAILED'}, ended at ${elapsed()}) ━━`);
        process.stdout.write(readFileSync(log));
        resolve(code === 0);
      });
    });
  });
}

async function check(label, command, args) {
  if (await run(label, command, args)) passed++;
  else {
    failed++;
    failures.push(label);
  }
}

async function vitest(label, args, options = {}) {
  const report = join(reports, `${label.replace(/\W+/g, '-')}.json`);
  const ok = await run(
    label,
    'npx',
    ['vitest', 'run', ...args, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`],
    options,
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

const postgres = Boolean(process.env.TEST_DATABASE_URL);
if (!postgres) {
  console.log(
    'TEST_DATABASE_URL is not set: the PostgreSQL leg of the API tests and the reliability suite are skipped.',
  );
}

async function buildAndBrowse() {
  await check('typecheck', 'npm', ['run', 'typecheck']);
  await check('lint', 'npx', ['biome', 'check', '--error-on-warnings', '.']);
  await check('build', 'npm', ['run', 'build']);
  await vitest('e2e (Chromium)', ['--config', 'e2e/vitest.config.ts']);
  // Crash, database restart and a 2-minute soak (the 10-minute one is run by hand: bench/README.md).
  if (postgres) {
    await vitest('reliability (PostgreSQL)', ['--config', 'reliability/vitest.config.ts'], {
      env: { SOAK_SECONDS: process.env.SOAK_SECONDS ?? '120' },
    });
  }
}

async function apiSuites() {
  await vitest('unit and API integration (PGlite)', [], { nice: true });
  if (postgres)
    await vitest('API integration (PostgreSQL)', ['packages/api'], { env: { TEST_DB_DRIVER: 'pg' }, nice: true });
}

await Promise.all([buildAndBrowse(), apiSuites()]);

if (failures.length) console.log(`\nFailed: ${failures.join('; ')}`);
console.log(`\nAll checks took ${elapsed()}.`);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
