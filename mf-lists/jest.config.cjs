const path = require('node:path');
const preset = require('../jest.preset.cjs')({
  setupFiles: [path.join(__dirname, 'src/test/setup.ts')],
});

module.exports = {
  ...preset,
  // antd in jsdom is slow on a shared 2-core machine.
  testTimeout: 60_000,
  // @ant-design/icons (CommonJS build) requires @ant-design/colors, which resolves to its ES build.
  transformIgnorePatterns: ['/node_modules/(?!(\\.pnpm/[^/]+/node_modules/)?@ant-design/colors/)'],
};
