// Any change under shared/src must come with a new version of @organizator/shared, because remotes
// are refused or accepted at runtime by that version (docs/decisions.md, "Version skew").
// shared/version-lock.json records the version and a hash of shared/src. The build and test
// helpers live in tooling/ (@organizator/tooling), outside the hash: they never reach a browser.
//   node scripts/shared-version.mjs          check (part of `pnpm test`'s lint step)
//   node scripts/shared-version.mjs --write  record the hash, after bumping shared/package.json
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const src = path.join(root, 'shared', 'src');
const lockFile = path.join(root, 'shared', 'version-lock.json');

function files(dir) {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => {
      const full = path.join(dir, entry.name);
      return entry.isDirectory() ? files(full) : [full];
    })
    .sort();
}

export function sharedSourceHash() {
  const hash = createHash('sha256');
  for (const file of files(src)) {
    hash.update(path.relative(src, file).split(path.sep).join('/'));
    hash.update('\0');
    // Line endings do not change the code (a Windows checkout must pass too).
    hash.update(readFileSync(file, 'utf8').replace(/\r\n/g, '\n'));
    hash.update('\0');
  }
  return hash.digest('hex');
}

const { version } = JSON.parse(readFileSync(path.join(root, 'shared', 'package.json'), 'utf8'));
const lock = JSON.parse(readFileSync(lockFile, 'utf8'));
const hash = sharedSourceHash();

if (process.argv.includes('--write')) {
  if (hash !== lock.srcHash && version === lock.version) {
    console.error(
      `shared/src changed but @organizator/shared is still ${version}: bump "version" in shared/package.json first (patch for fixes, minor for additions, major for breaking changes).`,
    );
    process.exit(1);
  }
  writeFileSync(lockFile, `${JSON.stringify({ version, srcHash: hash }, null, 2)}\n`);
  console.log(`shared/version-lock.json: ${version} ${hash.slice(0, 12)}`);
} else if (hash !== lock.srcHash || version !== lock.version) {
  console.error(
    version === lock.version
      ? `shared/src changed without a version bump (still ${version}). Bump "version" in shared/package.json (patch: fixes; minor: additions such as a dictionary key; major: breaking changes), then run: pnpm shared:lock`
      : `@organizator/shared is now ${version} but shared/version-lock.json says ${lock.version}. Run: pnpm shared:lock`,
  );
  process.exit(1);
} else {
  console.log(`@organizator/shared ${version}: shared/src matches its version-lock.`);
}
