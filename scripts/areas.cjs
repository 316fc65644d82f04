// The feature areas for plain-Node tooling (jest's config, the dev script): read from the one list,
// shared/src/domain/areas.ts, compiled on the fly with the repository's own SWC.
const path = require('node:path');
const { transformFileSync } = require('@swc/core');

function loadAreas() {
  const { code } = transformFileSync(path.join(__dirname, '../shared/src/domain/areas.ts'), {
    jsc: { parser: { syntax: 'typescript', tsx: true }, target: 'es2022' },
    module: { type: 'commonjs' },
  });
  const module = { exports: {} };
  new Function('module', 'exports', 'require', code)(module, module.exports, require);
  return module.exports.AREAS;
}

/** `{ mf_lists: { pkg: 'mf-lists', port, routes }, ... }` */
exports.AREAS = loadAreas();
/** The remotes' package folders: `['mf-lists', ...]`. */
exports.remotePackages = Object.values(exports.AREAS).map((area) => area.pkg);
