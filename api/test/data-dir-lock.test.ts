import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  currentInstance,
  LOCK_FILE,
  LOCK_STALE_MS,
  lockDataDir,
  StartupError,
} from '../src/db/data-dir-lock';

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

/**
 * `container`: the server runs as pid 1 of a pid namespace of its own (`unshare`), as in a
 * container; two such servers have the same pid.
 */
function startServer(dataDir: string, { container = false } = {}): Started {
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
  const node = [process.execPath, '--import', 'tsx', 'src/main.ts'];
  const [command, ...args] = container
    ? ['unshare', '--pid', '--fork', '--mount-proc', '--kill-child', ...node]
    : node;
  const child = spawn(command!, args, {
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

/**
 * A first start creates the PGlite cluster: about 5 s idle, over a minute on a machine shared with
 * builds. These tests start several servers, so they get their own, generous timeout.
 */
const START_BUDGET_MS = 150_000;
const PROCESS_TEST_TIMEOUT_MS = 400_000;

/** Resolves once the server logs that it listens, rejects if it exits first. */
async function listening(server: Started): Promise<void> {
  const started = Date.now();
  while (!server.output().includes('Organizator on')) {
    if (server.child.exitCode !== null) throw new Error(`server exited:\n${server.output()}`);
    if (Date.now() - started > START_BUDGET_MS)
      throw new Error(`server did not start:\n${server.output()}`);
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
  test(
    'a second process on the same folder refuses to start, naming the folder and the pid; a killed owner does not block a restart',
    async () => {
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
    },
    PROCESS_TEST_TIMEOUT_MS,
  );

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

  test(
    'two containers (each pid 1 in its own namespace) on one folder: the second refuses and points at DATABASE_URL',
    async () => {
      if (!canUnshare()) {
        console.warn('skipped: cannot create a pid namespace here (needs root and unshare)');
        return;
      }
      const dataDir = path.join(tempFolder(), 'data');
      const first = startServer(dataDir, { container: true });
      running.push(first);
      await listening(first);
      const lock = readFileSync(path.join(dataDir, LOCK_FILE), 'utf8').split('\n');
      expect(lock[0]).toBe('1');
      expect(lock[2]).toBe(hostname());

      const second = startServer(dataDir, { container: true });
      running.push(second);
      expect(await second.exited).toBe(1);
      expect(second.output()).toContain('another container or pid namespace on this host');
      expect(second.output()).toContain('DATABASE_URL');
      expect(second.output()).not.toMatch(/\n\s+at /);
    },
    PROCESS_TEST_TIMEOUT_MS,
  );
});

function canUnshare(): boolean {
  try {
    execFileSync('unshare', ['--pid', '--fork', '--mount-proc', 'true'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

describe('a lock left by another host or instance', () => {
  /** A lock file as another instance wrote it, last touched `ageMs` ago. */
  function foreignLock(
    instance: { host: string; bootId: string; pidNamespace: string },
    ageMs: number,
  ) {
    const dir = tempFolder();
    mkdirSync(dir, { recursive: true });
    const file = path.join(dir, LOCK_FILE);
    // pid 1 is alive here too: it must not be what decides.
    writeFileSync(
      file,
      [
        '1',
        '2026-01-01T00:00:00.000Z',
        instance.host,
        instance.bootId,
        instance.pidNamespace,
        '',
      ].join('\n'),
    );
    const at = new Date(Date.now() - ageMs);
    utimesSync(file, at, at);
    return dir;
  }
  const me = currentInstance();

  test('a live owner on another host is refused, naming the host and DATABASE_URL', () => {
    const dir = foreignLock({ ...me, host: 'api-2.internal' }, 0);
    expect(() => lockDataDir(dir)).toThrow(StartupError);
    expect(() => lockDataDir(dir)).toThrow(/host api-2\.internal.*DATABASE_URL/);
  });

  test('an owner on another host that stopped its heartbeat is taken over', () => {
    const dir = foreignLock({ ...me, host: 'api-2.internal' }, LOCK_STALE_MS + 1_000);
    const release = lockDataDir(dir);
    expect(readFileSync(path.join(dir, LOCK_FILE), 'utf8').split('\n')[0]).toBe(
      String(process.pid),
    );
    release();
  });

  test('a lock from an earlier boot of this host is taken over at once', () => {
    const dir = foreignLock({ ...me, bootId: 'an-earlier-boot', pidNamespace: 'pid:[1]' }, 0);
    const release = lockDataDir(dir);
    release();
  });
});
