// Every browser package's jest suite in one run (the API runs its own, in native ESM mode).
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
