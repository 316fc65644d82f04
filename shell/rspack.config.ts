import path from 'node:path';
import { defineAppConfig, devRemotes, shellDevPort } from '@organizator/tooling/mf';
import { type Configuration, rspack } from '@rspack/core';
import { BootFramesPlugin } from './boot-frames-plugin';
import { faviconDataUri } from './favicon-data-uri';
import { serviceWorkerConfig, WebManifestPlugin } from './pwa-build';
import { SignedInPreloadsPlugin } from './signed-in-preloads';
import { appColours } from './src/pwa/app-colours';
import { StartAfterFirstPaintPlugin } from './start-after-paint';
import { startChunks } from './start-chunks';

interface DevMiddleware {
  name: string;
  path?: string;
  middleware: (
    req: unknown,
    res: { setHeader(name: string, value: string): void; end(body: string): void },
  ) => void;
}

const config = defineAppConfig({
  dir: import.meta.dirname,
  name: 'shell',
  port: shellDevPort(),
  entry: './src/index.tsx',
  // The page names the shell's files from `/` (the template below); the runtime loads its chunks
  // from wherever the script that started it came from, so a page naming a static origin
  // (STATIC_ORIGIN, docs/deployment.md) gets every later chunk from there too.
  copy: [{ from: 'public' }],
  devRoutes: {
    // `pnpm dev` serves remotes.json pointing at each remote's own dev server (ahead of the
    // production public/remotes.json the build copies).
    setupMiddlewares: (middlewares: DevMiddleware[]): DevMiddleware[] => [
      {
        name: 'dev-remotes-json',
        path: '/remotes.json',
        middleware: (_req, res) => {
          res.setHeader('Content-Type', 'application/json');
          res.setHeader('Cache-Control', 'no-cache');
          res.end(JSON.stringify(devRemotes()));
        },
      },
      ...middlewares,
    ],
  },
});

// The shell's own page template: the theme and the pre-rendered first screens (rendered by the build,
// boot-frames-plugin.ts) come from public/boot.js (docs/decisions/shell.md, "Boot frame").
config.plugins = [
  ...(config.plugins ?? []).filter((plugin) => !(plugin instanceof rspack.HtmlRspackPlugin)),
  new rspack.HtmlRspackPlugin({
    template: path.join(import.meta.dirname, 'index.html'),
    publicPath: '/',
    templateParameters: {
      themeColorLight: appColours.light.theme,
      themeColorDark: appColours.dark.theme,
      faviconDataUri: faviconDataUri(import.meta.dirname),
    },
  }),
  new BootFramesPlugin(import.meta.dirname),
  new WebManifestPlugin(),
  new StartAfterFirstPaintPlugin(),
  new SignedInPreloadsPlugin(),
];
config.name = 'shell';
config.optimization = { ...config.optimization, splitChunks: startChunks };

const isProd = config.mode === 'production';
// Production: the shell, then its service worker (which lists the shell's files to precache).
const configs: Configuration | Configuration[] = isProd
  ? [config, serviceWorkerConfig(import.meta.dirname, 'shell')]
  : config;

export default configs;
