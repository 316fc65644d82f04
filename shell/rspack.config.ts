import path from 'node:path';
import { defineAppConfig, devRemotes, SHELL_DEV_PORT } from '@organizator/shared/mf';
import { rspack } from '@rspack/core';

type DevApp = {
  get: (path: string, handler: (req: unknown, res: { json: (v: unknown) => void }) => void) => void;
};

const config = defineAppConfig({
  dir: import.meta.dirname,
  name: 'shell',
  port: SHELL_DEV_PORT,
  entry: './src/index.tsx',
  publicPath: '/',
  copy: [{ from: 'public' }],
  devRoutes: {
    // `pnpm dev` serves remotes.json pointing at each remote's own dev server.
    setupMiddlewares: (middlewares: unknown[], devServer: { app?: DevApp }) => {
      devServer.app?.get('/remotes.json', (_req, res) => res.json(devRemotes()));
      return middlewares;
    },
  },
});

// The shell's own page template: the theme and the pre-rendered /login come from public/boot.js
// (docs/decisions/shell.md, "First paint of /login").
config.plugins = [
  ...(config.plugins ?? []).filter((plugin) => !(plugin instanceof rspack.HtmlRspackPlugin)),
  new rspack.HtmlRspackPlugin({
    template: path.join(import.meta.dirname, 'index.html'),
    publicPath: '/',
  }),
];

export default config;
