// `pnpm bench`: builds the apps, runs the API benchmark and the front-end benchmark, and joins their
// reports into docs/benchmarks.md.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';

// `pnpm bench` runs every part; `pnpm bench web` (or `api`, `ingredients`, `memory`, `offline`, `scale`, `scale-out`, `one-bundle`) reruns
// one and rejoins the report.
const parts = process.argv.slice(2);
const wanted = (part) => parts.length === 0 || parts.includes(part);
const run = (args) => execFileSync('pnpm', args, { stdio: 'inherit' });
mkdirSync('docs/benchmarks', { recursive: true });
run(['build']);
if (wanted('api')) run(['--filter', '@organizator/api', 'bench']);
// The API server's own memory (its own process, sampled from outside), on every backend.
// The recipe import's line reading and matching over its corpus (no timing: shares of lines).
if (wanted('ingredients')) run(['--filter', '@organizator/api', 'bench:ingredients']);
if (wanted('memory')) run(['--filter', '@organizator/api', 'bench:memory']);
if (wanted('web')) run(['--filter', 'e2e', 'bench']);
if (wanted('offline')) run(['--filter', 'e2e', 'bench:offline']);
if (wanted('scale')) run(['--filter', 'e2e', 'bench:scale']);
// One API process against three behind nginx, 1000 live streams, on a throwaway PostgreSQL.
if (wanted('scale-out')) {
  execFileSync(
    'bash',
    ['scripts/with-postgres.sh', 'api/node_modules/.bin/tsx', 'scripts/bench-scale-out.mjs'],
    { stdio: 'inherit' },
  );
}
// Builds the one-bundle variant of the same code and compares it with the federated build.
if (wanted('one-bundle')) run(['--filter', 'e2e', 'bench:one-bundle']);

// Every section lives in its own file: a harness rewrites its own, the recorded ones (history,
// profiles, one-off measurements) are kept as they are, so a rerun never drops them.
const sections = [
  'web',
  'one-bundle',
  'federation',
  'offline',
  'network-return',
  'service-worker',
  'scale',
  'scale-history',
  'scale-out',
  'api',
  'ingredient-lines',
  'memory',
  'dompurify',
  'dev',
  'writes',
  'live',
]
  .map((p) => `docs/benchmarks/${p}.md`)
  .filter((f) => existsSync(f))
  .map((f) => readFileSync(f, 'utf8').trim());
writeFileSync(
  'docs/benchmarks.md',
  `# Benchmarks\n\nProduced by \`pnpm bench\` (scripts/bench.mjs); each measured section is rewritten by its own harness, recorded ones are kept (docs/benchmarks/).\n\n${sections.join('\n\n')}\n`,
);
console.log('wrote docs/benchmarks.md');
