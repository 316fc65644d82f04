import { defineAppConfig, remoteDevPort } from '@organizator/tooling/mf';

export default defineAppConfig({
  dir: import.meta.dirname,
  name: 'mf_settings',
  port: remoteDevPort('mf_settings'),
  entry: './src/standalone.tsx',
  exposes: { './routes': './src/routes.tsx' },
});
