import path from 'node:path';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { modeTokens } from '@organizator/shared/brand';
import { type Configuration, rspack } from '@rspack/core';
import { ReactRefreshRspackPlugin } from '@rspack/plugin-react-refresh';
import { apiDevPort } from './apps';
import { ChunkGraphPlugin } from './chunk-graph-plugin';
import { federationRuntimeEsmAliases } from './federation-runtime-esm';
import { PrecompressPlugin } from './precompress-plugin';
import { providedShared, SHARED_VERSION, sharedDependencies } from './shared-deps';

interface AppConfigOptions {
  /** The package folder (pass `import.meta.dirname`). */
  dir: string;
  /** Module Federation container name: `shell` or `mf_<area>`. */
  name: string;
  port: number;
  /** Remotes expose `./routes`; the shell exposes nothing. */
  exposes?: Record<string, string>;
  /** The page entry: the shell's app, or a remote's standalone dev app. */
  entry?: string;
  /** The shell is served at `/`; remotes resolve their own URL from the manifest ('auto'). */
  publicPath?: string;
  /** Extra files copied into dist (e.g. the shell's remotes.json). */
  copy?: { from: string; to?: string }[];
  title?: string;
  /** Extra dev-server middleware (the shell serves a dev remotes.json). */
  devRoutes?: Record<string, unknown>;
}

/** The single Rspack + Module Federation config every app is built with, so six configs cannot drift. */
export function defineAppConfig(options: AppConfigOptions): Configuration {
  const isProd = process.env.NODE_ENV === 'production' || process.argv.includes('build');
  const { dir, name, port } = options;
  const isHost = !options.exposes;
  return {
    context: dir,
    mode: isProd ? 'production' : 'development',
    devtool: isProd ? false : 'cheap-module-source-map',
    entry: { main: options.entry ?? './src/index.tsx' },
    output: {
      path: path.join(dir, 'dist'),
      publicPath: options.publicPath ?? 'auto',
      filename: isProd ? '[name].[contenthash:8].js' : '[name].js',
      chunkFilename: isProd ? '[name].[contenthash:8].js' : '[name].js',
      cssFilename: isProd ? '[name].[contenthash:8].css' : '[name].css',
      cssChunkFilename: isProd ? '[name].[contenthash:8].css' : '[name].css',
      uniqueName: name,
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.jsx', '.js', '.mjs', '.json'],
      alias: federationRuntimeEsmAliases(dir),
    },
    module: {
      rules: [
        {
          test: /\.[cm]?[jt]sx?$/,
          exclude: /node_modules/,
          loader: 'builtin:swc-loader',
          options: {
            jsc: {
              parser: { syntax: 'typescript', tsx: true },
              transform: {
                react: { runtime: 'automatic', development: !isProd, refresh: !isProd },
              },
            },
            env: { targets: 'chrome >= 100, firefox >= 100, safari >= 15' },
          },
          type: 'javascript/auto',
        },
        { test: /\.css$/, type: 'css/auto' },
        { test: /\.(png|svg|jpe?g|webp|ico)$/, type: 'asset' },
        // A .wasm imported for its URL (the barcode reader's), emitted beside the chunks, never
        // inlined: it is fetched and compiled by the library that needs it.
        { test: /\.wasm$/, type: 'asset/resource' },
      ],
    },
    plugins: [
      // The shell is a runtime-only host: it starts the federation runtime itself when the signed-in
      // app first loads a remote, so /login never downloads it (docs/decisions/shell.md, "The shell
      // without the federation build plugin"). Remotes are built by the plugin.
      ...(isHost
        ? []
        : [
            new ModuleFederationPlugin({
              name,
              filename: 'remoteEntry.js',
              exposes: options.exposes,
              shared: sharedDependencies(),
              shareStrategy: 'loaded-first',
              dts: false,
              manifest: true,
              experiments: {
                asyncStartup: true,
                // In production the shell provides the runtime once and remotes reuse it (one copy
                // fewer per remote); a remote's standalone dev page keeps its own copy.
                externalRuntime: isProd,
                // Remotes never load other remotes, and the shell reads their manifests itself.
                optimization: { disableSnapshot: true, disableRemote: true, target: 'web' },
              },
            }),
          ]),
      new rspack.HtmlRspackPlugin({
        template: path.join(import.meta.dirname, 'index.html'),
        // Only the page entry: a remote's container entry on the same page would start a second
        // runtime with its own HMR client, and their hot updates would not apply.
        chunks: ['main'],
        title: options.title ?? 'Organizator',
        publicPath: options.publicPath ?? '/',
        templateParameters: { themeColor: modeTokens(false).colorPrimary },
      }),
      ...(options.copy?.length ? [new rspack.CopyRspackPlugin({ patterns: options.copy })] : []),
      // The shell compares each remote's manifest against the shared version it runs.
      new rspack.DefinePlugin({
        'process.env.ORGANIZATOR_SHARED_VERSION': JSON.stringify(SHARED_VERSION),
        ...(isHost
          ? {
              // What the federation plugin's `optimization.target: 'web'` set for its runtime: the
              // shell's own copy then leaves out its Node.js script loaders.
              ENV_TARGET: JSON.stringify('web'),
              // What the plugin defines for every build it makes: the runtime picks its snapshot,
              // remote and sharing handlers by these flags, and while they are undefined it keeps
              // the disabled stand-ins too (the shell uses all three for real).
              FEDERATION_OPTIMIZE_NO_SNAPSHOT_PLUGIN: false,
              FEDERATION_OPTIMIZE_NO_REMOTE: false,
              FEDERATION_OPTIMIZE_NO_SHARED: false,
              // A JSON string, read with JSON.parse: an object literal would be inlined at each use.
              'process.env.ORGANIZATOR_PROVIDED_SHARED': JSON.stringify(
                JSON.stringify(providedShared(dir)),
              ),
            }
          : {}),
      }),
      ...(isProd ? [new PrecompressPlugin()] : [new ReactRefreshRspackPlugin()]),
      // A remote's pages as chunk groups: the federation budget check (scripts/budgets.mjs) and each
      // route's page files in the manifest, which the server names in that route's page.
      ...(isProd && options.exposes?.['./routes']
        ? [new ChunkGraphPlugin({ routesFile: options.exposes['./routes'] })]
        : []),
    ],
    optimization: { minimize: isProd },
    performance: false,
    // @rspack/cli turns lazy compilation on for `serve`; under Module Federation a remote's
    // lazy-compile trigger is posted to the host page's origin, so its pages never compile.
    lazyCompilation: false,
    devServer: {
      port,
      historyApiFallback: true,
      // HMR with React Refresh: edits keep component state when a remote runs alone; inside the
      // shell a remote's update that cannot be applied falls back to a full reload (liveReload).
      hot: true,
      liveReload: true,
      // The client of a remote runs in the shell's page too: it must talk to its own server.
      client: { webSocketURL: `ws://localhost:${port}/ws`, overlay: { warnings: false } },
      compress: false,
      headers: { 'Access-Control-Allow-Origin': '*' },
      proxy: [{ context: ['/api'], target: `http://localhost:${apiDevPort()}` }],
      ...(options.devRoutes ?? {}),
    },
  };
}
