import {
  accessSync,
  closeSync,
  constants,
  mkdirSync,
  openSync,
  readFileSync,
  unlinkSync,
  writeSync,
} from 'node:fs';
import path from 'node:path';

/**
 * PGlite is a single-process database: two processes on one data folder each keep their own copy in
 * memory and overwrite each other's files, losing acknowledged writes. A lock file holding the
 * owner's pid makes the second process refuse to start; a lock whose process is gone (killed, crashed)
 * is taken over, so a restart is never blocked by a corpse.
 */
export const LOCK_FILE = 'organizator.lock';

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

function readOwner(file: string): { pid: number; startedAt: string } | null {
  try {
    const [pid, startedAt] = readFileSync(file, 'utf8').split('\n');
    const n = Number(pid);
    return Number.isInteger(n) && n > 0 ? { pid: n, startedAt: startedAt ?? '' } : null;
  } catch {
    return null;
  }
}

/** Takes the folder's lock or throws a StartupError; answers the function that releases it. */
export function lockDataDir(dir: string): () => void {
  const file = path.join(dir, LOCK_FILE);
  const mine = `${process.pid}\n${new Date().toISOString()}\n`;
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
      // Our own pid in the file is a lock left by an earlier run in the same pid slot (a container's
      // pid 1), not a second process.
      if (owner && owner.pid !== process.pid && isAlive(owner.pid)) {
        throw new StartupError(
          `The data folder ${dir} is already in use by another Organizator process (pid ${owner.pid}, started ${owner.startedAt || 'at an unknown time'}). PGlite allows one process per folder: stop that process, or give this one another DATA_DIR.`,
        );
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
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      process.off('exit', release);
      // Only our own lock: never remove one a later process took over.
      if (readOwner(file)?.pid === process.pid) {
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
