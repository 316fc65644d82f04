import { AREAS } from '@organizator/shared/domain';
import { defineAppConfig } from '@organizator/shared/mf';

export default defineAppConfig({
  dir: import.meta.dirname,
  name: 'mf_diary',
  port: AREAS.mf_diary.port,
  entry: './src/standalone.tsx',
  exposes: { './routes': './src/routes.tsx' },
});
