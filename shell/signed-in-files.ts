import type { Compilation } from '@rspack/core';

/**
 * The `import()`s a signed-in arrival on any area route always takes, after the entry: the app,
 * the remote registry, the guard, the layout and the remote loader. A build whose chunks no longer
 * match one of them fails, so a moved import cannot quietly put its round trip back.
 */
export const SIGNED_IN_IMPORTS = [
  './app/full-app',
  '../remotes/registry',
  '../protected/require-user',
  '../layout/shared-layout',
  '../remotes/remote-route',
] as const;

/** The JS and CSS files, beside the entry's, that a signed-in start loads. */
export function signedInFiles(compilation: Compilation): string[] {
  const entryFiles = new Set(
    [...compilation.entrypoints.values()].flatMap((entry) => entry.getFiles()),
  );
  const found = new Set<string>();
  const files = new Set<string>();
  for (const group of compilation.chunkGroups) {
    if (group.isInitial()) continue;
    const wanted = group.origins.some((origin) => {
      const request = SIGNED_IN_IMPORTS.find((name) => name === origin.request);
      if (request) found.add(request);
      return Boolean(request);
    });
    if (!wanted) continue;
    for (const file of group.getFiles()) {
      if (/\.(js|css)$/.test(file) && !entryFiles.has(file)) files.add(file);
    }
  }
  const missing = SIGNED_IN_IMPORTS.filter((request) => !found.has(request));
  if (missing.length > 0)
    throw new Error(`signed-in preloads: no chunk for import(${missing.join(', ')})`);
  return [...files];
}
