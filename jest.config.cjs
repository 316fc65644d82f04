// Every browser package's jest suite in one run (the API runs its own, in native ESM mode).
// The test timeout lives in the one set-up file (shared/src/test/setup-dom.ts): under `projects`
// a package config's `testTimeout` is ignored.
module.exports = {
  projects: [
    'shared',
    'shell',
    'mf-lists',
    'mf-notes',
    'mf-groceries',
    'mf-diary',
    'mf-settings',
  ].map((dir) => `<rootDir>/${dir}`),
};
