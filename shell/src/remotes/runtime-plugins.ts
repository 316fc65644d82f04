import type { ModuleFederationRuntimePlugin } from '@module-federation/runtime';
import { assertSharedCompatible, type ManifestShared } from './version-skew';

type LoadEntryErrorResult = ReturnType<
  NonNullable<ModuleFederationRuntimePlugin['loadEntryError']>
>;

/** Extra attempts for a remote's manifest, entry and exposed module, and the pause before each. */
export const RETRY_ATTEMPTS = 2;
const retryDelayMs = (attempt: number) => 400 * 2 ** attempt;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function withRetry<T>(run: () => Promise<T>): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await run();
    } catch (error) {
      if (attempt >= RETRY_ATTEMPTS) throw error;
      await pause(retryDelayMs(attempt));
    }
  }
}

/**
 * Transient failures of a remote's files are retried before the area shows its error panel: the
 * manifest fetch, the remoteEntry script and the exposed module's chunks. Modelled on
 * @module-federation/retry-plugin (fetch, loadEntryError and getModuleFactory hooks); that package
 * is published for the 0.x runtime only, so this is the same idea against the runtime we run.
 */
export function retryPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'organizator-retry',
    async fetch(url, init) {
      return withRetry(async () => {
        const response = await fetch(url, init);
        // A 4xx is an answer (the file is not there); only a failed request or a 5xx is transient.
        if (response.status >= 500) throw new Error(`${url}: ${response.status}`);
        return response;
      });
    },
    loadEntryError({
      getRemoteEntry,
      origin,
      remoteInfo,
      remoteEntryExports,
      globalLoading,
      uniqueKey,
    }) {
      const recovered = withRetry(() => {
        // The runtime remembers the failed script load under this key; drop it to load again.
        delete globalLoading[uniqueKey];
        return getRemoteEntry({ origin, remoteInfo, remoteEntryExports });
      }).then((exports) => exports || undefined);
      // The hook's declared type nests the promise; the runtime awaits it and gets the exports.
      return recovered as unknown as LoadEntryErrorResult;
    },
    async getModuleFactory({ remoteEntryExports, expose }) {
      return withRetry(() => Promise.resolve(remoteEntryExports.get(expose)));
    },
  };
}

/** Refuses a remote built against an incompatible @organizator/shared, naming both versions. */
export function versionGuardPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'organizator-version-guard',
    async loadRemoteSnapshot(args) {
      assertSharedCompatible(args.moduleInfo.name, args.manifestJson as ManifestShared | undefined);
      return args;
    },
  };
}
