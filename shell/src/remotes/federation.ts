import { createInstance, type ModuleFederation } from '@module-federation/runtime';
import * as runtimeCore from '@module-federation/runtime/core';
import type { ProvidedShare } from '@organizator/tooling/mf';
import { retryPlugin, versionGuardPlugin } from './runtime-plugins';
import { SHELL_SHARED_MODULES, type SharedRequest } from './shared-modules';

/** Built in by the shell's build (`providedShared`): each request's version and sharing rules. */
const PROVIDED = JSON.parse(process.env.ORGANIZATOR_PROVIDED_SHARED ?? '{}') as Partial<
  Record<SharedRequest, ProvidedShare>
>;

/**
 * Remotes are built without their own copy of the runtime's core (`externalRuntime`): they read the
 * page's from `_FEDERATION_RUNTIME_CORE`, which must be set before a remote entry runs (what
 * @module-federation/inject-external-runtime-core-plugin does for a host built by the plugin).
 */
function provideRuntimeCore() {
  const global = runtimeCore.Global as { _FEDERATION_RUNTIME_CORE?: unknown };
  global._FEDERATION_RUNTIME_CORE ??= runtimeCore;
}

/**
 * The shell's own modules, offered to every remote as the one copy of each shared package. The
 * build names the requests (the same list the remotes are built with); each must have its module.
 */
function shareScope() {
  const requests = Object.keys(PROVIDED);
  const missing = requests.filter((request) => !(request in SHELL_SHARED_MODULES));
  const unbuilt = Object.keys(SHELL_SHARED_MODULES).filter((request) => !(request in PROVIDED));
  if (missing.length || unbuilt.length)
    throw new Error(
      `share scope: no module for ${missing.join(', ') || '-'}; no built-in version for ${unbuilt.join(', ') || '-'}`,
    );
  return Object.fromEntries(
    (requests as SharedRequest[]).map((request) => {
      const { version, shareConfig } = PROVIDED[request] as ProvidedShare;
      return [request, { version, shareConfig, lib: SHELL_SHARED_MODULES[request], loaded: true }];
    }),
  );
}

let instance: ModuleFederation | null = null;

/**
 * The page's Module Federation runtime, started on first use: the signed-in app's first remote. The
 * shell is built without the federation plugin, so nothing of the runtime runs (or downloads) before.
 */
export function federation(): ModuleFederation {
  if (instance) return instance;
  provideRuntimeCore();
  instance = createInstance({
    name: 'shell',
    remotes: [],
    shared: shareScope(),
    shareStrategy: 'loaded-first',
    plugins: [retryPlugin(), versionGuardPlugin()],
  });
  return instance;
}
