import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { LOCK_FILE } from '../src/db/data-dir-lock';

/*
 * One API process per PGlite data folder, checked with real server processes (`tsx src/main.ts`),
 * because the lock is about processes, not about one app instance.
 */

const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

interface Started {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

function startServer(dataDir: string): Started {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: '0',
    HOST: '127.0.0.1',
    STATIC_ROOT: 'off',
    LOG_LEVEL: 'info',
  };
  delete env.DATABASE_URL;
  delete env.NODE_OPTIONS;
  // Node itself with tsx's loader (not the tsx CLI, which would run the server as a grandchild).
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: apiRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let text = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    text += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    text += chunk.toString();
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  return { child, output: () => text, exited };
}

/** Resolves once the server logs that it listens, rejects if it exits first. */
async function listening(server: Started): Promise<void> {
  const started = Date.now();
  while (!server.output().includes('Organizator on')) {
    if (server.child.exitCode !== null) throw new Error(`server exited:\n${server.output()}`);
    if (Date.now() - started > 80_000) throw new Error(`server did not start:\n${server.output()}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

const running: Started[] = [];
const folders: string[] = [];
afterEach(async () => {
  for (const server of running.splice(0)) {
    if (server.child.exitCode === null) {
      server.child.kill('SIGKILL');
      await server.exited;
    }
  }
  for (const folder of folders.splice(0)) {
    try {
      execFileSync('umount', [folder], { stdio: 'ignore' });
    } catch {
      // Not a mount point.
    }
    rmSync(folder, { recursive: true, force: true });
  }
});

function tempFolder(): string {
  const folder = mkdtempSync(path.join(tmpdir(), 'organizator-lock-'));
  folders.push(folder);
  return folder;
}

/** A small tmpfs at `folder` (root only); false where this machine does not allow mounting. */
function mountTmpfs(folder: string, options: string): boolean {
  if (process.getuid?.() !== 0) return false;
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', options, 'tmpfs', folder], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

describe('one process per PGlite data folder', () => {
  test('a second process on the same folder refuses to start, naming the folder and the pid; a killed owner does not block a restart', async () => {
    const dataDir = path.join(tempFolder(), 'data');
    const first = startServer(dataDir);
    running.push(first);
    await listening(first);
    const pid = first.child.pid;

    const second = startServer(dataDir);
    running.push(second);
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain(`The data folder ${dataDir} is already in use`);
    expect(second.output()).toContain(`pid ${pid}`);
    expect(second.output()).not.toMatch(/\n\s+at /); // no stack trace

    // Killed without a chance to clean up: its lock file stays behind, naming a dead pid.
    first.child.kill('SIGKILL');
    await first.exited;
    expect(readFileSync(path.join(dataDir, LOCK_FILE), 'utf8')).toContain(String(pid));

    const restarted = startServer(dataDir);
    running.push(restarted);
    await listening(restarted);
    expect(readFileSync(path.join(dataDir, LOCK_FILE), 'utf8').split('\n')[0]).toBe(
      String(restarted.child.pid),
    );
  });

  test('a read-only data folder is refused with the cause named', async () => {
    const folder = tempFolder();
    if (!mountTmpfs(folder, 'ro,size=1m')) {
      console.warn('skipped: cannot mount a read-only tmpfs here (needs root)');
      return;
    }
    const server = startServer(folder);
    running.push(server);
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain(`Cannot use the data folder ${folder}`);
    expect(server.output()).toContain('read-only file system');
  });

  test('a full data folder is refused with the cause named', async () => {
    const folder = tempFolder();
    if (!mountTmpfs(folder, 'size=64k')) {
      console.warn('skipped: cannot mount a small tmpfs here (needs root)');
      return;
    }
    try {
      writeFileSync(path.join(folder, 'filler'), Buffer.alloc(1024 * 1024));
    } catch {
      // Filled to the last byte.
    }
    const server = startServer(folder);
    running.push(server);
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain(`Cannot use the data folder ${folder}`);
    expect(server.output()).toContain('disk is full');
  });
});
