import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { PrecompressPlugin } from '@organizator/tooling/mf';
import { type Compiler, type Configuration, rspack } from '@rspack/core';
import { webManifest } from './src/pwa/web-manifest';
import { HASHED_FILE } from './src/sw/cache-names';

/** Emits manifest.webmanifest from the dictionary (src/pwa/web-manifest.ts). */
export class WebManifestPlugin {
  apply(compiler: Compiler) {
    compiler.hooks.thisCompilation.tap('WebManifestPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'WebManifestPlugin', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          compilation.emitAsset(
            'manifest.webmanifest',
            new rspack.sources.RawSource(JSON.stringify(webManifest(), null, 2)),
          );
        },
      );
    });
  }
}

/**
 * Build metadata the browser never needs offline (the manifests are network-first at runtime), and
 * the precompressed copies (the browser asks for the file; the server picks the encoding).
 */
const NOT_PRECACHED =
  /(^|\/)(mf-stats\.json|mf-manifest\.json|remoteEntry\.js|sw\.js)$|\.(map|br|gz)$/;

/** Workbox's precache list of the shell's dist: hashed files need no revision, others get an md5. */
export function precacheEntries(dist: string): { url: string; revision: string | null }[] {
  const files = readdirSync(dist, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) =>
      path.relative(dist, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'),
    )
    .filter((file) => !NOT_PRECACHED.test(file))
    .sort();
  return files.map((file) => ({
    url: `/${file}`,
    revision: HASHED_FILE.test(file)
      ? null
      : createHash('md5')
          .update(readFileSync(path.join(dist, file)))
          .digest('hex'),
  }));
}

/** Replaces `self.__WB_MANIFEST` in sw.js with the shell's precache list (Workbox's injectManifest). */
class InjectPrecacheManifestPlugin {
  constructor(private readonly dist: string) {}
  apply(compiler: Compiler) {
    compiler.hooks.thisCompilation.tap('InjectPrecacheManifest', (compilation) => {
      compilation.hooks.processAssets.tap(
        {
          name: 'InjectPrecacheManifest',
          stage: rspack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER,
        },
        () => {
          const asset = compilation.getAsset('sw.js');
          if (!asset) return;
          const source = asset.source.source().toString();
          if (!source.includes('self.__WB_MANIFEST')) {
            compilation.errors.push(new Error('sw.js lost its self.__WB_MANIFEST placeholder'));
            return;
          }
          const list = JSON.stringify(precacheEntries(this.dist));
          compilation.updateAsset(
            'sw.js',
            new rspack.sources.RawSource(source.replace('self.__WB_MANIFEST', list)),
          );
        },
      );
    });
  }
}

/**
 * The service worker: its own compilation, after the shell's (it lists the shell's output), with
 * Workbox bundled in. Production builds only: in dev a worker would serve stale HMR bundles. `dist`
 * is the shell build it serves (the benchmark's one-bundle build writes elsewhere).
 */
export function serviceWorkerConfig(
  dir: string,
  dependsOn: string,
  dist = path.join(dir, 'dist'),
): Configuration {
  return {
    name: 'service-worker',
    dependencies: [dependsOn],
    context: dir,
    mode: 'production',
    target: 'webworker',
    devtool: false,
    entry: { sw: './src/sw/service-worker.ts' },
    output: { path: dist, filename: '[name].js', clean: false, publicPath: '/' },
    resolve: { extensions: ['.ts', '.js', '.mjs'] },
    module: {
      rules: [
        {
          test: /\.[cm]?[jt]s$/,
          exclude: /node_modules/,
          loader: 'builtin:swc-loader',
          options: {
            jsc: { parser: { syntax: 'typescript' } },
            env: { targets: 'chrome >= 100, firefox >= 100, safari >= 15' },
          },
          type: 'javascript/auto',
        },
      ],
    },
    plugins: [new InjectPrecacheManifestPlugin(dist), new PrecompressPlugin()],
    optimization: { minimize: true, splitChunks: false },
    performance: false,
  };
}
