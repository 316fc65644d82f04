const preset = require('../jest.preset.cjs')();

module.exports = {
  ...preset,
  // @ant-design/icons (CommonJS build) requires @ant-design/colors, which resolves to its ES build.
  transformIgnorePatterns: ['/node_modules/(?!(\\.pnpm/[^/]+/node_modules/)?@ant-design/colors/)'],
};
