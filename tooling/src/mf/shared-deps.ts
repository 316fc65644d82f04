import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
const sharedPkg = require('@organizator/shared/package.json') as {
  version: string;
  dependencies: Record<string, string>;
};

/**
 * Singletons every app shares at runtime: one React, one QueryClient module, one dayjs
 * (its locale is global state) and the project's own runtime state. zod is not shared: as a singleton
 * it ships whole (with every locale); bundled into the shared contract chunk it is tree-shaken to
 * what the contract uses. Likewise react-router: the shell bundles a tree-shaken copy and remotes reach it through the `@organizator/shared/router`
 * singleton. No app loads antd: pages draw with the kit (`@organizator/shared/ui`), bundled into
 * each remote tree-shaken to what it uses.
 */
const THIRD_PARTY = {
  react: 'react',
  'react/jsx-runtime': 'react',
  'react-dom': 'react-dom',
  'react-dom/client': 'react-dom',
  '@tanstack/react-query': '@tanstack/react-query',
  dayjs: 'dayjs',
} as const;

/** Subpaths of @organizator/shared that hold module state or are big enough to load once. */
const SHARED_SUBPATHS = [
  'contract',
  'client',
  'query',
  'runtime',
  'i18n',
  'domain',
  'providers',
  'router',
] as const;

type SharedEntry = {
  singleton: true;
  strictVersion: true;
  requiredVersion: string;
  version?: string;
};

/**
 * The version of @organizator/shared this build is made against. `BUILD_SHARED_VERSION` stands in
 * for an older or newer checkout of shared, so the version-skew journey can build such a remote.
 */
export const SHARED_VERSION = process.env.BUILD_SHARED_VERSION || sharedPkg.version;

/**
 * What a build made against `version` of @organizator/shared accepts at runtime: that version or any
 * later one before the next breaking (major) version. A minor bump only adds (a dictionary key, a
 * schema field), so an older remote keeps working with a newer shell; a remote built against a newer
 * minor may use what the running shared lacks, so it is refused. On 0.x this reads the minor as
 * additive too (a caret would refuse the next minor: `^0.21.0` excludes 0.22.0). Breaking changes
 * bump the major.
 */
function sharedRange(version: string): string {
  const major = Number(version.split('.')[0]);
  return `>=${version} <${major + 1}.0.0`;
}

export function sharedDependencies(): Record<string, SharedEntry> {
  const entries: [string, SharedEntry][] = Object.entries(THIRD_PARTY).map(([request, pkg]) => {
    const version = sharedPkg.dependencies[pkg];
    if (!version) throw new Error(`${pkg} is missing from shared/package.json dependencies`);
    return [request, { singleton: true, strictVersion: true, requiredVersion: `^${version}` }];
  });
  for (const sub of SHARED_SUBPATHS) {
    entries.push([
      `@organizator/shared/${sub}`,
      {
        singleton: true,
        strictVersion: true,
        requiredVersion: sharedRange(SHARED_VERSION),
        version: SHARED_VERSION,
      },
    ]);
  }
  return Object.fromEntries(entries);
}

/** What the shell provides for one shared request: the version it bundles and the sharing rules. */
export interface ProvidedShare {
  version: string;
  shareConfig: Omit<SharedEntry, 'version'>;
}

/** The version of `pkg` installed where `appDir`'s build resolves it. */
function installedVersion(appDir: string, pkg: string): string {
  const requireFromApp = createRequire(path.join(appDir, 'package.json'));
  return (requireFromApp(`${pkg}/package.json`) as { version: string }).version;
}

/**
 * The shell's share scope, for the Module Federation runtime it starts itself (the shell is a
 * runtime-only host: docs/decisions/shell.md, "The shell without the federation build plugin"). The
 * same requests and rules as the remotes' `sharedDependencies()`, each with the version the shell
 * really bundles, so a remote's `strictVersion` check reads the truth.
 */
export function providedShared(appDir: string): Record<string, ProvidedShare> {
  return Object.fromEntries(
    Object.entries(sharedDependencies()).map(([request, { version, ...shareConfig }]) => [
      request,
      {
        version:
          version ?? installedVersion(appDir, THIRD_PARTY[request as keyof typeof THIRD_PARTY]),
        shareConfig,
      },
    ]),
  );
}
