import { defineAppConfig, remoteDevPort } from '@organizator/shared/mf';

export default defineAppConfig({
  dir: import.meta.dirname,
  name: 'mf_diary',
  port: remoteDevPort('mf_diary'),
  entry: './src/standalone.tsx',
  exposes: { './routes': './src/routes.tsx' },
});
