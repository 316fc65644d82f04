import { defineAppConfig, remoteDevPort } from '@organizator/tooling/mf';

export default defineAppConfig({
  dir: import.meta.dirname,
  name: 'mf_lists',
  port: remoteDevPort('mf_lists'),
  entry: './src/standalone.tsx',
  exposes: { './routes': './src/routes.tsx' },
});
