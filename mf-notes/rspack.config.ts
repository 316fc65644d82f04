import { defineAppConfig, remoteDevPort } from '@organizator/tooling/mf';

export default defineAppConfig({
  dir: import.meta.dirname,
  name: 'mf_notes',
  port: remoteDevPort('mf_notes'),
  entry: './src/standalone.tsx',
  exposes: { './routes': './src/routes.tsx' },
});
