import { defineAppConfig, devRemotes, SHELL_DEV_PORT } from '@organizator/shared/mf';

export default defineAppConfig({
  dir: import.meta.dirname,
  name: 'shell',
  port: SHELL_DEV_PORT,
  entry: './src/index.tsx',
  publicPath: '/',
  copy: [{ from: 'public' }],
  devRoutes: {
    // `pnpm dev` serves remotes.json pointing at each remote's own dev server.
    setupMiddlewares: (
      middlewares: unknown[],
      devServer: {
        app?: {
          get: (
            path: string,
            handler: (req: unknown, res: { json: (v: unknown) => void }) => void,
          ) => void;
        };
      },
    ) => {
      devServer.app?.get('/remotes.json', (_req: unknown, res: { json: (v: unknown) => void }) =>
        res.json(devRemotes()),
      );
      return middlewares;
    },
  },
});
