import { satisfy } from '@module-federation/runtime';
import { AREAS, type AreaName } from '@organizator/shared/domain';

/** The version of @organizator/shared this shell was built with (and provides to every remote). */
export const RUNNING_SHARED_VERSION = process.env.ORGANIZATOR_SHARED_VERSION ?? '0.0.0';

/** The part of a remote's mf-manifest.json this check reads. */
export interface ManifestShared {
  shared?: { name: string; version?: string; requiredVersion?: string | false }[];
}

/** A remote built against a @organizator/shared the running shell cannot satisfy. */
export class VersionSkewError extends Error {
  constructor(
    readonly area: AreaName,
    /** The shared version the remote was built against. */
    readonly built: string,
    /** The shared version the shell runs. */
    readonly running: string,
    readonly required: string,
  ) {
    super(
      `${AREAS[area].pkg} needs @organizator/shared ${required} (built with ${built}); the shell runs ${running}`,
    );
    this.name = 'VersionSkewError';
  }
}

const isArea = (name: string): name is AreaName => name in AREAS;

/**
 * Throws VersionSkewError when the remote's manifest asks for a @organizator/shared range the
 * running one is outside of. Read before any of the remote's code runs, so a refused remote never
 * executes against the wrong contract, dictionary or stores.
 */
export function assertSharedCompatible(
  remote: string,
  manifest: ManifestShared | undefined,
  running = RUNNING_SHARED_VERSION,
) {
  if (!manifest?.shared || !isArea(remote)) return;
  for (const entry of manifest.shared) {
    if (!entry.name.startsWith('@organizator/shared/') || !entry.requiredVersion) continue;
    if (!satisfy(running, entry.requiredVersion)) {
      throw new VersionSkewError(remote, entry.version ?? '?', running, entry.requiredVersion);
    }
  }
}
