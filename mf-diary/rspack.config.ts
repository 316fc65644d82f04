import { defineAppConfig, remoteDevPort } from '@organizator/tooling/mf';

export default defineAppConfig({
  dir: import.meta.dirname,
  name: 'mf_diary',
  port: remoteDevPort('mf_diary'),
  entry: './src/standalone.tsx',
  exposes: { './routes': './src/routes.tsx' },
});
