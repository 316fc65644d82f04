// One jest setup for every package: TypeScript/TSX through @swc/jest, jsdom for browser code.
const path = require('node:path');

module.exports = function preset({ environment = 'jsdom' } = {}) {
  return {
    testEnvironment:
      environment === 'jsdom'
        ? path.join(__dirname, 'tooling/src/test/jsdom-environment.cjs')
        : environment,
    transform: {
      '^.+\\.(t|j)sx?$': [
        '@swc/jest',
        {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic' } },
            target: 'es2022',
          },
        },
      ],
    },
    moduleNameMapper: {
      '\\.(css)$': path.join(__dirname, 'tooling/src/test/style-mock.cjs'),
      // Asset URLs (the barcode reader's .wasm): a string in the browser, a stand-in here.
      '\\.wasm$': path.join(__dirname, 'tooling/src/test/style-mock.cjs'),
      // No federation in jest: remotes' router hooks are react-router-dom itself.
      '^@organizator/shared/router$': path.join(__dirname, 'shared/src/router/direct.ts'),
    },
    // One set-up for every browser package (timeout, Testing Library, jsdom gaps).
    setupFilesAfterEnv:
      environment === 'jsdom' ? [path.join(__dirname, 'tooling/src/test/setup-dom.ts')] : [],
    // @ant-design/icons (CommonJS build) requires @ant-design/colors and fast-color, which resolve
    // to their ES builds; eventsource-parser ships ES modules only (Node 20 cannot require them).
    transformIgnorePatterns: [
      '/node_modules/(?!(\\.pnpm/[^/]+/node_modules/)?(@ant-design/(colors|fast-color)|eventsource-parser)/)',
    ],
    testPathIgnorePatterns: ['/node_modules/', '/dist/'],
  };
};
