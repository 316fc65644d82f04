import { readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../../..');

/** The @organizator/shared version this checkout runs. */
export const runningShared = (
  JSON.parse(readFileSync(path.join(root, 'shared/package.json'), 'utf8')) as { version: string }
).version;

const [major, minor, patch] = runningShared.split('.').map(Number) as [number, number, number];

/**
 * A version a remote may have been built against that the running shared still satisfies and that
 * differs from it (so the build's files differ by name): the previous minor or patch, or, right
 * after a breaking release (x.0.0), a pre-release of that major, which sorts before it.
 */
export const olderCompatibleShared =
  minor > 0 ? `${major}.${minor - 1}.0` : patch > 0 ? `${major}.0.${patch - 1}` : `${major}.0.0-0`;

/** The next minor: it may use what the running shared lacks, so a remote built on it is refused. */
export const newerShared = `${major}.${minor + 1}.0`;
