import {
  accessSync,
  closeSync,
  constants,
  mkdirSync,
  openSync,
  readFileSync,
  readlinkSync,
  statSync,
  unlinkSync,
  utimesSync,
  writeSync,
} from 'node:fs';
import { hostname } from 'node:os';
import path from 'node:path';

/**
 * PGlite is a single-process database: two processes on one data folder each keep their own copy in
 * memory and overwrite each other's files, losing acknowledged writes. A lock file holding the
 * owner's pid, host and instance (the machine's boot id and the pid namespace) makes the second
 * process refuse to start; a lock whose process is gone (killed, crashed) is taken over, so a
 * restart is never blocked by a corpse.
 *
 * A pid says whether its process lives only inside the pid namespace of the same boot of the same
 * host. Two containers on one volume are each pid 1 in their own namespace, and both used to take
 * the lock. So an owner in another instance is judged by its heartbeat instead: the owner touches
 * the file every LOCK_HEARTBEAT_MS, and a lock untouched for LOCK_STALE_MS is a corpse.
 */
export const LOCK_FILE = 'organizator.lock';
export const LOCK_HEARTBEAT_MS = 5_000;
/** Several missed heartbeats, so a busy event loop is not mistaken for a dead owner. */
export const LOCK_STALE_MS = 30_000;

/** Where this process runs: the same values mean its pid can be checked from here. */
interface Instance {
  host: string;
  bootId: string;
  pidNamespace: string;
}

const readOr = (read: () => string, fallback: string) => {
  try {
    return read().trim();
  } catch {
    // Not Linux, or /proc is hidden: the host name alone tells instances apart.
    return fallback;
  }
};

export function currentInstance(): Instance {
  return {
    host: hostname(),
    bootId: readOr(() => readFileSync('/proc/sys/kernel/random/boot_id', 'utf8'), ''),
    pidNamespace: readOr(() => readlinkSync('/proc/self/ns/pid'), ''),
  };
}

/** A start-up failure with a message meant for the person starting the server (no stack). */
export class StartupError extends Error {
  override name = 'StartupError';
}

const isAlive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/** Why a data folder cannot be used, in words, for the errors the file system gives. */
export function describeFsError(dir: string, error: unknown): StartupError | null {
  const code = (error as NodeJS.ErrnoException).code;
  const reasons: Record<string, string> = {
    ENOSPC: 'the disk is full (no space left on the device)',
    EDQUOT: 'the disk quota is used up',
    EROFS: 'it is on a read-only file system',
    EACCES: 'this process has no permission to write there',
    EPERM: 'this process has no permission to write there',
    ENOTDIR: 'the path is not a folder',
  };
  const reason = code ? reasons[code] : undefined;
  if (!reason) return null;
  return new StartupError(
    `Cannot use the data folder ${dir}: ${reason} (${code}). Free space, fix the permissions or set DATA_DIR to another folder.`,
  );
}

interface Owner extends Instance {
  pid: number;
  startedAt: string;
  /** When the owner last touched the file (its heartbeat). */
  touchedAt: number;
}

/** The lock file: pid, start time, host, boot id, pid namespace, one a line. */
function readOwner(file: string): Owner | null {
  try {
    const [pid, startedAt, host, bootId, pidNamespace] = readFileSync(file, 'utf8').split('\n');
    const n = Number(pid);
    if (!Number.isInteger(n) || n <= 0) return null;
    return {
      pid: n,
      startedAt: startedAt ?? '',
      // A lock written before hosts were recorded came from this machine.
      host: host ?? hostname(),
      bootId: bootId ?? '',
      pidNamespace: pidNamespace ?? '',
      touchedAt: statSync(file).mtimeMs,
    };
  } catch {
    return null;
  }
}

const sameInstance = (owner: Owner, me: Instance) =>
  owner.host === me.host &&
  (owner.bootId === '' || owner.bootId === me.bootId) &&
  (owner.pidNamespace === '' || owner.pidNamespace === me.pidNamespace);

/** Whether the lock's owner may still be running (then this process must not start). */
function ownerAlive(owner: Owner, me: Instance, now: number): boolean {
  if (sameInstance(owner, me)) {
    // Our own pid in the file is a lock left by an earlier run in the same pid slot (a container's
    // pid 1 restarted in the same namespace), not a second process.
    return owner.pid !== process.pid && isAlive(owner.pid);
  }
  // Same host, another boot: the machine restarted since, so the owner is gone.
  if (owner.host === me.host && owner.bootId && me.bootId && owner.bootId !== me.bootId) {
    return false;
  }
  return now - owner.touchedAt < LOCK_STALE_MS;
}

function inUseMessage(dir: string, owner: Owner, me: Instance): string {
  const since = owner.startedAt || 'at an unknown time';
  if (sameInstance(owner, me)) {
    return `The data folder ${dir} is already in use by another Organizator process (pid ${owner.pid}, started ${since}). PGlite allows one process per folder: stop that process, or give this one another DATA_DIR.`;
  }
  const where =
    owner.host === me.host
      ? `another container or pid namespace on this host (${owner.pidNamespace || 'unknown namespace'})`
      : `host ${owner.host}`;
  return `The data folder ${dir} is already in use by an Organizator process on ${where} (pid ${owner.pid} there, started ${since}). PGlite allows one process per folder: to run several API processes, use PostgreSQL by setting DATABASE_URL. If that process is gone, its lock is taken over once it is ${LOCK_STALE_MS / 1000} s old.`;
}

/** Takes the folder's lock or throws a StartupError; answers the function that releases it. */
export function lockDataDir(dir: string): () => void {
  const file = path.join(dir, LOCK_FILE);
  const me = currentInstance();
  const mine = `${[process.pid, new Date().toISOString(), me.host, me.bootId, me.pidNamespace].join('\n')}\n`;
  try {
    mkdirSync(dir, { recursive: true });
    accessSync(dir, constants.W_OK);
  } catch (error) {
    throw describeFsError(dir, error) ?? error;
  }
  for (let attempt = 0; attempt < 2; attempt++) {
    let fd: number;
    try {
      fd = openSync(file, 'wx');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') {
        throw describeFsError(dir, error) ?? error;
      }
      const owner = readOwner(file);
      if (owner && ownerAlive(owner, me, Date.now())) {
        throw new StartupError(inUseMessage(dir, owner, me));
      }
      // Stale: its process is gone. Remove it and try once more (a process racing us for the
      // same stale lock then finds ours, alive, and refuses).
      try {
        unlinkSync(file);
      } catch {
        // Someone else removed it first.
      }
      continue;
    }
    try {
      writeSync(fd, mine);
    } catch (error) {
      closeSync(fd);
      unlinkSync(file);
      throw describeFsError(dir, error) ?? error;
    }
    closeSync(fd);
    const heartbeat = setInterval(() => {
      const at = new Date();
      try {
        utimesSync(file, at, at);
      } catch {
        // The folder went away or read-only: PGlite itself reports that.
      }
    }, LOCK_HEARTBEAT_MS);
    heartbeat.unref();
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      clearInterval(heartbeat);
      process.off('exit', release);
      // Only our own lock: never remove one a later process took over.
      const owner = readOwner(file);
      if (owner?.pid === process.pid && sameInstance(owner, me)) {
        try {
          unlinkSync(file);
        } catch {
          // Already gone.
        }
      }
    };
    process.on('exit', release);
    return release;
  }
  throw new StartupError(`Could not take the lock ${file}; try again.`);
}
