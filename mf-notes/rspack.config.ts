import { defineAppConfig, remoteDevPort } from '@organizator/shared/mf';

export default defineAppConfig({
  dir: import.meta.dirname,
  name: 'mf_notes',
  port: remoteDevPort('mf_notes'),
  entry: './src/standalone.tsx',
  exposes: { './routes': './src/routes.tsx' },
});
