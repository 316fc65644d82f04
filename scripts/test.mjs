// `pnpm test`: every check CI runs, in order, failing fast, with one honest summary at the end.
// Steps: typecheck, lint + format, the shared version lock, browser jest suites, API suites on
// PGlite and on PostgreSQL, production build, the federation budget (JS per route, off the
// build's files), Playwright journeys in Chromium (the seam suite a second time on PostgreSQL), and a smoke test over
// `pnpm dev` (every area renders; every remote alone) on ports of its own (DEV_SMOKE_PORT), and the
// scale-out test (three API processes on one PostgreSQL behind nginx, scripts/scale-test.mjs).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { stripVTControlCharacters } from 'node:util';

const steps = [
  ['tools', 'bash', ['scripts/ensure-tools.sh']],
  ['typecheck', 'pnpm', ['typecheck']],
  ['lint', 'pnpm', ['exec', 'biome', 'ci', '.']],
  ['lint (shared version lock)', 'node', ['scripts/shared-version.mjs']],
  ['unit (browser packages)', 'pnpm', ['exec', 'jest', '--ci']],
  ['api (PGlite)', 'pnpm', ['--filter', '@organizator/api', 'test', '--ci']],
  ['api (PostgreSQL)', 'pnpm', ['--filter', '@organizator/api', 'test:pg', '--ci']],
  ['build', 'pnpm', ['build']],
  // The federation budget: JS per route read off the build's files (scripts/budgets.mjs).
  ['budgets (unit)', 'node', ['--test', 'scripts/budgets.test.mjs']],
  ['budgets (JS per route)', 'node', ['scripts/budgets.mjs']],
  ['journeys (Playwright, Chromium)', 'pnpm', ['--filter', 'e2e', 'test']],
  // The seam suite again with the API on PostgreSQL (on a port of its own, E2E_PG_PORT).
  [
    'journeys (seams on PostgreSQL)',
    'bash',
    ['scripts/with-postgres.sh', 'pnpm', '--filter', 'e2e', 'test', 'tests/seams.spec.ts'],
    { E2E_PORT: process.env.E2E_PG_PORT ?? '3190' },
  ],
  ['dev smoke (pnpm dev, Playwright)', 'pnpm', ['--filter', 'e2e', 'test:dev']],
  ['scale', 'bash', ['scripts/with-postgres.sh', 'node', 'scripts/scale-test.mjs']],
];

const only = process.argv.slice(2);
const totals = { passed: 0, failed: 0, flaky: 0, skipped: 0 };
/** Titles Playwright lists under its "N flaky" line. */
const flakyTests = [];
let inFlakyList = false;

function count(line) {
  // node --test (TAP): "# pass 7", "# fail 0"
  const tap = line.match(/^# (pass|fail) (\d+)$/);
  if (tap) {
    totals[tap[1] === 'pass' ? 'passed' : 'failed'] += Number(tap[2]);
    return;
  }
  // jest: "Tests:       3 failed, 1 skipped, 40 passed, 44 total"
  const jest = line.match(/^Tests:\s+(.*)total/);
  if (jest) {
    for (const [, n, kind] of jest[1].matchAll(/(\d+) (passed|failed|skipped|todo)/g)) {
      if (kind === 'todo') totals.skipped += Number(n);
      else totals[kind] += Number(n);
    }
    return;
  }
  // Playwright list reporter: "  12 passed (1.1m)", "  1 failed", "  2 skipped", "  1 flaky",
  // each count followed by the tests it names, one per line.
  const pw = line.match(/^\s+(\d+) (passed|failed|skipped|flaky)\b/);
  if (pw) {
    totals[pw[2]] += Number(pw[1]);
    inFlakyList = pw[2] === 'flaky';
    return;
  }
  if (inFlakyList && line.trim().startsWith('[')) flakyTests.push(line.trim());
  else inFlakyList = false;
}

function run(name, cmd, args, env = {}) {
  return new Promise((resolve) => {
    console.log(`\n=== ${name}: ${cmd} ${args.join(' ')}`);
    const started = Date.now();
    const child = spawn(cmd, args, {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, ...env },
    });
    let buffer = '';
    const onData = (stream) => (chunk) => {
      stream.write(chunk);
      buffer += chunk.toString();
      const lines = buffer.split('\n');
      buffer = lines.pop() ?? '';
      for (const l of lines) count(stripVTControlCharacters(l));
    };
    child.stdout.on('data', onData(process.stdout));
    child.stderr.on('data', onData(process.stderr));
    child.on('close', (code) => {
      if (buffer) count(stripVTControlCharacters(buffer));
      console.log(
        `=== ${name}: ${code === 0 ? 'ok' : `FAILED (exit ${code})`} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
      );
      resolve(code ?? 1);
    });
  });
}

let failedStep = null;
for (const [name, cmd, args, env] of steps) {
  if (only.length && !only.some((o) => name.startsWith(o))) continue;
  if (name === 'api (PostgreSQL)' && !existsSync('/usr/lib/postgresql')) {
    console.error(
      'PostgreSQL server binaries are missing (/usr/lib/postgresql); .ci/run installs them.',
    );
    failedStep = name;
    break;
  }
  if ((await run(name, cmd, args, env)) !== 0) {
    failedStep = name;
    break;
  }
}

// A test that passes only on retry is a failing test: it is counted among the failed, named, and
// fails the run (docs/decisions.md, "Flaky fails the run").
if (totals.flaky && !failedStep) failedStep = 'journeys (flaky: passed only on retry)';
console.log(`\n${failedStep ? `Failed at: ${failedStep}` : 'All steps passed.'}`);
for (const title of flakyTests) console.log(`Flaky (passed only on retry): ${title}`);
const failed = totals.failed + totals.flaky;
console.log(
  `Tests: ${totals.passed} passed, ${failed} failed${totals.flaky ? ` (${totals.flaky} of them flaky)` : ''}${totals.skipped ? `, ${totals.skipped} skipped` : ''}`,
);
process.exit(failedStep ? 1 : 0);
