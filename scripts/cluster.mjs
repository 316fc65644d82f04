// Several API processes on one PostgreSQL behind nginx, as docs/deployment.md describes them: what
// the scale-out test (scripts/scale-test.mjs) and the scale-out bench (scripts/bench-scale-out.mjs)
// both start, and how they wait for it. nginx comes from Debian (scripts/ensure-tools.sh installs
// it); PostgreSQL from scripts/with-postgres.sh.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Loads a package of the API's (pg, s3rver, the S3 SDK): the root package does not depend on them. */
export const requireFromApi = createRequire(path.join(root, 'api/package.json'));

/** The PostgreSQL server of scripts/with-postgres.sh; exits naming `script` when there is none. */
export function databaseUrlOrExit(script) {
  const url = process.env.DATABASE_URL;
  if (url) return url;
  console.error(`${script}: run me under scripts/with-postgres.sh (DATABASE_URL is not set)`);
  process.exit(2);
}

/**
 * The sign-in limits per address and per mail lifted: a script signs in from one address many
 * times. The wrong-code budget stays as shipped.
 */
export const SIGN_IN_LIMITS_LIFTED = {
  RATE_LIMIT_CODE_PER_IP: '100000',
  RATE_LIMIT_VERIFY_PER_IP: '100000',
  RATE_LIMIT_CODE_PER_EMAIL: '100000',
  RATE_LIMIT_CODE_PER_EMAIL_IP: '100000',
};

/** Keeps everything `child` prints; answers a function that returns it so far. */
export function collectOutput(child) {
  let output = '';
  const keep = (chunk) => {
    output += chunk;
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  return () => output;
}

/**
 * One API process on `port` (production start: `tsx src/main.ts`), with `env` over this process's
 * environment. The child gets `output()` (everything it printed) and `exited` (a promise).
 */
export function startApiProcess(port, env) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: path.join(root, 'api'),
    env: {
      ...process.env,
      NODE_OPTIONS: '',
      PORT: String(port),
      HOST: '127.0.0.1',
      // Every connection of this process is named, so one process's connections can be found.
      PGAPPNAME: `organizator-${port}`,
      TRUST_PROXY: '127.0.0.1',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.output = collectOutput(child);
  child.exited = new Promise((resolve) => child.once('exit', resolve));
  return child;
}

/** SIGTERM (the API's graceful shutdown), then waits for the exit. */
export async function stopProcess(child) {
  if (!child || child.exitCode !== null) return;
  child.kill('SIGTERM');
  await child.exited;
}

/** Throws with the way to install nginx when it is missing. */
export function requireNginx() {
  if (spawnSync('nginx', ['-v']).error) {
    throw new Error('nginx is missing: bash scripts/ensure-tools.sh installs it');
  }
}

/**
 * nginx on 127.0.0.1:`port` in front of the API processes on `upstreams` (round-robin, SSE
 * unbuffered, the next process tried when one refuses), with its files in `work`. Its error log is
 * `work`/nginx-error.log.
 */
export function startNginx({ work, port, upstreams }) {
  const conf = path.join(work, 'nginx.conf');
  const temp = path.join(work, 'nginx-temp');
  mkdirSync(temp, { recursive: true });
  const asRoot = process.getuid?.() === 0;
  writeFileSync(
    conf,
    `${asRoot ? 'user root;' : ''}
worker_processes 1;
worker_rlimit_nofile 8192;
error_log ${work}/nginx-error.log warn;
pid ${work}/nginx.pid;
events { worker_connections 4096; }
http {
  access_log off;
  client_body_temp_path ${temp}/body;
  proxy_temp_path ${temp}/proxy;
  fastcgi_temp_path ${temp}/fastcgi;
  uwsgi_temp_path ${temp}/uwsgi;
  scgi_temp_path ${temp}/scgi;
  client_max_body_size 8m;
  upstream organizator {
    ${upstreams.map((p) => `server 127.0.0.1:${p} max_fails=1 fail_timeout=2s;`).join('\n    ')}
  }
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://organizator;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      # Server-sent events go out as they are written, and a stream may stay open for hours.
      proxy_buffering off;
      proxy_read_timeout 1h;
      # A process that is restarting refuses connections: the request goes to the next one.
      proxy_next_upstream error timeout;
    }
  }
}
`,
  );
  return spawn('nginx', ['-p', work, '-c', conf, '-g', 'daemon off;'], {
    stdio: ['ignore', 'inherit', 'inherit'],
  });
}

/** Whether the process on `port` answers 200 on /api/ready. */
export function isReady(port) {
  return new Promise((resolve) => {
    const req = http.get({ host: '127.0.0.1', port, path: '/api/ready', agent: false }, (res) => {
      res.resume();
      resolve(res.statusCode === 200);
    });
    req.on('error', () => resolve(false));
    req.setTimeout(10_000, () => req.destroy());
  });
}

/** Stops the balancer (gracefully) and every API process of `processes`. */
export async function stopCluster(nginx, processes) {
  nginx?.kill('SIGQUIT');
  await Promise.all([...processes].map((child) => stopProcess(child).catch(() => undefined)));
}

/**
 * Waits until every process of `processes` (port -> child) answers ready; after `ms`, throws with
 * what each one printed (why it did not come up).
 */
export async function waitForProcesses(processes, ms) {
  const ports = [...processes.keys()];
  await waitFor(
    `${ports.length} processes ready`,
    async () => (await Promise.all(ports.map(isReady))).every(Boolean),
    ms,
  ).catch((error) => {
    const printed = [...processes].map(([port, child]) => `process ${port}:\n${child.output()}`);
    throw new Error(`${error.message}\n${printed.join('\n')}`);
  });
}

/** Polls `check` every 50 ms until it holds; throws naming `what` after `ms`. */
export async function waitFor(what, check, ms = 20_000) {
  const deadline = Date.now() + ms;
  for (;;) {
    if (await check()) return;
    if (Date.now() > deadline) throw new Error(`timed out waiting for: ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}
