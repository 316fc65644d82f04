// `pnpm dev`: the API and every app in watch mode, each on its own port. Ports come from the
// environment (API_PORT 4000, SHELL_PORT 3000, MF_LISTS_PORT ... MF_SETTINGS_PORT 3001-3005), and every
// child gets the same variables, so the shell's dev remotes.json and each `/api` proxy follow them.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';

const { remotePackages } = createRequire(import.meta.url)('./areas.cjs');

const apiPort = process.env.API_PORT ?? '4000';
const shellPort = process.env.SHELL_PORT ?? '3000';
const env = {
  ...process.env,
  API_PORT: apiPort,
  SHELL_PORT: shellPort,
  // Mail links point at the page the developer has open, not at the API's port.
  APP_ORIGIN: process.env.APP_ORIGIN ?? `http://localhost:${shellPort}`,
  // The dev outbox (`/api/dev/outbox?email=...`, loopback only) is how a developer reads the code.
  DEV_OUTBOX: process.env.DEV_OUTBOX ?? '1',
};

const root = path.resolve(import.meta.dirname, '..');
const bin = (dir, name) => path.join(root, dir, 'node_modules', '.bin', name);
const rspackServe = (dir) => [bin('.', 'rspack'), ['serve'], path.join(root, dir)];

// Each tool is started directly, not through `pnpm --filter ... dev`: seven pnpm wrappers cost about
// 100 MB each (docs/benchmarks.md, "pnpm dev memory"). The commands match the packages' dev scripts.
const apps = [
  ['api', bin('api', 'tsx'), ['watch', 'src/main.ts'], path.join(root, 'api'), { PORT: apiPort }],
  ['shell', ...rspackServe('shell')],
  ...remotePackages.map((pkg) => [pkg.replace(/^mf-/, ''), ...rspackServe(pkg)]),
];

const children = apps.map(([name, command, args, cwd, extraEnv]) => {
  // Children stay in this process group: Ctrl-C (or a test runner stopping the group) reaches
  // rspack and tsx too.
  const child = spawn(command, args, {
    cwd,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...env, ...extraEnv },
  });
  const prefix = `[${name}] `;
  const pipe = (stream) => (chunk) =>
    stream.write(
      `${chunk
        .toString()
        .split('\n')
        .filter(Boolean)
        .map((l) => prefix + l)
        .join('\n')}\n`,
    );
  child.stdout.on('data', pipe(process.stdout));
  child.stderr.on('data', pipe(process.stderr));
  child.on('exit', (code) => console.log(`${prefix}exited with ${code}`));
  return child;
});

const stop = () => {
  for (const c of children) c.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
console.log(
  `Organizator dev: http://localhost:${shellPort} (API http://localhost:${apiPort}/api, dev outbox on)`,
);
