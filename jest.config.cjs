// Every browser package's jest suite in one run (the API runs its own, in native ESM mode). The
// remotes come from the one area list. The test timeout lives in the one set-up file
// (tooling/src/test/setup-dom.ts): under `projects` a package config's `testTimeout` is ignored.
const { remotePackages } = require('./scripts/areas.cjs');

module.exports = {
  projects: ['shared', 'tooling', 'shell', ...remotePackages].map((dir) => `<rootDir>/${dir}`),
};
