// The one-bundle variant of the app, for the benchmark only (never shipped, never deployed): the
// shell's own production config (shell/rspack.config.ts, itself the shared defineAppConfig; the
// shell has no federation build plugin, it starts the runtime itself), with the shell's remote
// registry swapped for ./registry.ts, which imports each area's `./routes` module directly, and the
// federation runtime for ./federation-runtime.ts. Every area stays a lazy chunk, as in a route-split
// app; the rest (loaders, targets, minifier, precompression, page template, service worker)
// is the shell's. Output: e2e/bench/one-bundle/shell/dist, served with STATIC_ROOT=e2e/bench/one-bundle.
import path from 'node:path';
import { type Configuration, type RspackPluginInstance, rspack } from '@rspack/core';
import { serviceWorkerConfig } from '../../../shell/pwa-build';
import shellConfigs from '../../../shell/rspack.config';

const shellDir = path.resolve(import.meta.dirname, '../../../shell');
const shellRegistry = path.join(shellDir, 'src', 'remotes', 'registry');
const dist = path.join(import.meta.dirname, 'shell', 'dist');

const configs = Array.isArray(shellConfigs) ? shellConfigs : [shellConfigs];
const shell = configs.find((config) => config.name === 'shell');
if (!shell) throw new Error('shell/rspack.config.ts has no `shell` configuration');
if (shell.mode !== 'production') throw new Error('the one-bundle variant is a production build');

const isFederation = (plugin: unknown) =>
  (plugin as { constructor?: { name?: string } } | null)?.constructor?.name ===
  'ModuleFederationPlugin';
const plugins = shell.plugins ?? [];
if (plugins.some(isFederation))
  throw new Error('the shell config has a ModuleFederationPlugin: it is a runtime-only host');

// The shell's chunk merging (shell/start-chunks.ts) is cut to federation's structure (a chunk per
// shared package); the one bundle keeps Rspack's own splitting, as a route-split app would.
const { splitChunks: _federationChunks, ...optimization } = shell.optimization ?? {};

const oneBundle: Configuration = {
  ...shell,
  optimization,
  name: 'one-bundle',
  output: { ...shell.output, path: dist, uniqueName: 'one_bundle' },
  resolve: {
    ...shell.resolve,
    // ./registry.ts imports the packages the shell's registry imports, from the shell's node_modules.
    modules: ['node_modules', path.join(shellDir, 'node_modules')],
    alias: {
      ...(shell.resolve?.alias as Record<string, string> | undefined),
      '@module-federation/runtime$': path.join(import.meta.dirname, 'federation-runtime.ts'),
    },
  },
  plugins: [
    ...plugins,
    // Every import of shell/src/remotes/registry (static or dynamic, from any shell file) gets the
    // one-bundle registry instead.
    new rspack.NormalModuleReplacementPlugin(/registry$/, (resolveData) => {
      if (path.resolve(resolveData.context ?? '', resolveData.request) === shellRegistry)
        resolveData.request = path.join(import.meta.dirname, 'registry.ts');
    }) as RspackPluginInstance,
  ],
};

export default [oneBundle, serviceWorkerConfig(shellDir, 'one-bundle', dist)];
