// The API runs as native ESM under jest (PGlite and file-type are ESM-only):
// NODE_OPTIONS=--experimental-vm-modules jest (the `test` script).
const esmRequiredFromCjs = ['content-disposition', 'cookie'];

module.exports = {
  testEnvironment: 'node',
  extensionsToTreatAsEsm: ['.ts'],
  transform: {
    '^.+\\.ts$': [
      '@swc/jest',
      {
        jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
        module: { type: 'es6' },
      },
    ],
    // CommonJS plugins (@fastify/static) require() ESM-only packages; Node 20 does that natively but
    // jest's module runtime does not, so those few are compiled to CommonJS for the tests.
    [`/node_modules/(?:\\.pnpm/[^/]+/node_modules/)?(?:${esmRequiredFromCjs.join('|')})/.+\\.js$`]:
      [
        '@swc/jest',
        {
          jsc: { parser: { syntax: 'ecmascript' }, target: 'es2022' },
          module: { type: 'commonjs' },
        },
      ],
  },
  transformIgnorePatterns: [
    `/node_modules/(?!(?:\\.pnpm/)?(?:${esmRequiredFromCjs.join('|')})[@/])`,
  ],
  testMatch: ['<rootDir>/test/**/*.test.ts'],
  testPathIgnorePatterns: ['/node_modules/'],
  // One database per test file (PGlite takes ~4 s to create): two workers on two cores.
  maxWorkers: 2,
  // Generous: the machine is shared with builds; PGlite work is CPU-bound.
  testTimeout: 90_000,
};
