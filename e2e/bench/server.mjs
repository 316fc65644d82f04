// Starts the production server (real API + built apps, empty embedded database) for the benchmark.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const script = fileURLToPath(new URL('../../scripts/e2e-server.mjs', import.meta.url));

/**
 * `env` adds to the server's environment: e.g. STATIC_ROOT (where it finds shell/dist) and
 * REMOTES_JSON (the deployment's remotes map) for the one-bundle build.
 */
export async function startServer(port, env = {}) {
  // Its own process group, stopped as a whole: pnpm does not pass SIGTERM on to the API it starts,
  // which would otherwise outlive the benchmark (holding the port and this process's stderr).
  const child = spawn('node', [script], {
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  const origin = `http://localhost:${port}`;
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`${origin}/api/openapi.json`)).ok)
        return { origin, stop: () => stopChild(child) };
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  stopChild(child);
  throw new Error('server did not start');
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
