// Starts the production server (real API + built apps, empty embedded database) for the benchmark.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const script = fileURLToPath(new URL('../../scripts/e2e-server.mjs', import.meta.url));

/**
 * `env` adds to the server's environment: e.g. STATIC_ROOT (where it finds shell/dist) and
 * REMOTES_JSON (the deployment's remotes map) for the one-bundle build.
 */
export async function startServer(port, env = {}) {
  // A server left over on the port (a run stopped half-way) would answer for the new one, and
  // the run would measure whatever build that one serves.
  if (await answers(`http://localhost:${port}`)) throw new Error(`port ${port} is already serving`);
  // Its own process group, stopped as a whole: pnpm does not pass SIGTERM on to the API it starts,
  // which would otherwise outlive the benchmark (holding the port and this process's stderr).
  const child = spawn('node', [script], {
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  const origin = `http://localhost:${port}`;
  for (let i = 0; i < 240 && child.exitCode === null; i++) {
    if (await answers(origin)) return { origin, stop: () => stopChild(child) };
    await new Promise((r) => setTimeout(r, 500));
  }
  stopChild(child);
  throw new Error('server did not start');
}

async function answers(origin) {
  try {
    return (await fetch(`${origin}/api/openapi.json`)).ok;
  } catch {
    return false;
  }
}

function stopChild(child) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.on('exit', resolve);
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      /* already gone */
    }
    // Never leave the benchmark hanging on a server that will not say goodbye.
    setTimeout(resolve, 5000).unref();
  });
}
