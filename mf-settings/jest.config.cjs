const path = require('node:path');
const preset = require('../jest.preset.cjs')({
  setupFiles: [path.join(__dirname, 'src/test/setup.ts')],
});

module.exports = {
  ...preset,
  testTimeout: 30000,
  // @ant-design/icons' CommonJS build requires @ant-design/colors, which ships ESM only.
  transformIgnorePatterns: ['/node_modules/(?!\\.pnpm|@ant-design/colors|@ant-design/fast-color)'],
};
