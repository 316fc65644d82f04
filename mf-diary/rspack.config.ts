import { defineAppConfig, remoteDevPort } from '@organizator/shared/mf';

const config = defineAppConfig({
  dir: import.meta.dirname,
  name: 'mf_diary',
  port: remoteDevPort('mf_diary'),
  entry: './src/standalone.tsx',
  exposes: { './routes': './src/routes.tsx' },
});

// antd's Modal reaches @rc-component/form only for the form contexts it isolates (ContextIsolator ->
// antd/form/context); nothing here renders an antd Form. Neither package declares `sideEffects`, so
// without this the whole form engine and its validator ride along with the grocery picker's Modal,
// which is fetched with the day (at idle). Both packages only define modules: safe to drop unused.
config.module?.rules?.push({
  test: /[\\/]@rc-component[\\/](form|async-validator)[\\/]/,
  sideEffects: false,
});

export default config;
