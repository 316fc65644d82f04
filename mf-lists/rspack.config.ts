import { AREAS } from '@organizator/shared/domain';
import { defineAppConfig } from '@organizator/shared/mf';

export default defineAppConfig({
  dir: import.meta.dirname,
  name: 'mf_lists',
  port: AREAS.mf_lists.port,
  entry: './src/standalone.tsx',
  exposes: { './routes': './src/routes.tsx' },
});
