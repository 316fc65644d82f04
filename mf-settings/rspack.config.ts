import { AREAS } from '@organizator/shared/domain';
import { defineAppConfig } from '@organizator/shared/mf';

export default defineAppConfig({
  dir: import.meta.dirname,
  name: 'mf_settings',
  port: AREAS.mf_settings.port,
  entry: './src/standalone.tsx',
  exposes: { './routes': './src/routes.tsx' },
});
