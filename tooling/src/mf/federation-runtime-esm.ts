import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * The Module Federation runtime packages every app's bundle carries, each found from the one that
 * depends on it (pnpm keeps them out of our own node_modules).
 */
const RUNTIME_PACKAGES: [name: string, from: string][] = [
  ['@module-federation/runtime-tools', '@module-federation/enhanced'],
  ['@module-federation/webpack-bundler-runtime', '@module-federation/runtime-tools'],
  ['@module-federation/runtime', '@module-federation/runtime-tools'],
  ['@module-federation/runtime-core', '@module-federation/runtime'],
  ['@module-federation/sdk', '@module-federation/runtime'],
  ['@module-federation/error-codes', '@module-federation/runtime'],
];

type ExportTarget = string | { import?: ExportTarget; default?: ExportTarget } | null | undefined;

/** The file an `import` of this export resolves to (what a `require` would not pick). */
function importFile(target: ExportTarget): string | undefined {
  if (!target || typeof target === 'string') return target ?? undefined;
  return importFile(target.import ?? target.default);
}

function packageDir(resolvedFile: string, name: string): string {
  let dir = path.dirname(resolvedFile);
  while (!dir.endsWith(path.join('node_modules', name))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`${name}: no package folder above ${resolvedFile}`);
    dir = parent;
  }
  return dir;
}

/**
 * Aliases that make the bundle take the federation runtime's ES module build instead of its
 * CommonJS one. The plugin's generated runtime code `require`s these packages, so Rspack picks
 * their `.cjs` files, which it cannot tree-shake: every app then carries the SDK's Node.js loaders,
 * manifest generation and the remote-loading code even where `experiments.optimization` switches
 * them off (docs/decisions/shell.md, "The federation runtime as ES modules"). `appDir` is the app's
 * package folder, from which the build finds `@module-federation/enhanced`.
 */
export function federationRuntimeEsmAliases(appDir: string): Record<string, string> {
  const aliases: Record<string, string> = {};
  const enhanced = '@module-federation/enhanced';
  const dirs = new Map([
    [
      enhanced,
      packageDir(
        createRequire(path.join(appDir, 'package.json')).resolve(`${enhanced}/rspack`),
        enhanced,
      ),
    ],
  ]);
  const dirOf = (name: string, from: string): string => {
    const known = dirs.get(name);
    if (known) return known;
    const fromDir = dirs.get(from);
    if (!fromDir) throw new Error(`${from} must be found before ${name}`);
    const resolve = createRequire(path.join(fromDir, 'package.json')).resolve;
    const dir = packageDir(resolve(name), name);
    dirs.set(name, dir);
    return dir;
  };
  for (const [name, from] of RUNTIME_PACKAGES) {
    const dir = dirOf(name, from);
    const manifest = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as {
      exports?: Record<string, ExportTarget>;
    };
    // Rspack's plugin imports the bundler runtime, and aliases the runtime, by the absolute path
    // `require.resolve` gives: that CommonJS file must lead to the ES one too.
    const required = createRequire(path.join(dir, 'package.json')).resolve(name);
    const esm = importFile(manifest.exports?.['.']);
    if (esm && required !== path.join(dir, esm)) aliases[`${required}$`] = path.join(dir, esm);
    for (const [subpath, target] of Object.entries(manifest.exports ?? {})) {
      const file = importFile(target);
      if (subpath.includes('*') || !file || !/\.m?js$/.test(file)) continue;
      const request = subpath === '.' ? name : `${name}/${subpath.slice(2)}`;
      aliases[`${request}$`] = path.join(dir, file);
    }
  }
  return aliases;
}
