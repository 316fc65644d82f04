import { defineAppConfig, remoteDevPort } from '@organizator/tooling/mf';

export default defineAppConfig({
  dir: import.meta.dirname,
  name: 'mf_groceries',
  port: remoteDevPort('mf_groceries'),
  entry: './src/standalone.tsx',
  exposes: { './routes': './src/routes.tsx' },
});
