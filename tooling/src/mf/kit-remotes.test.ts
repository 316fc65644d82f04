import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '../../..');
const { remotePackages } = require(path.join(root, 'scripts/areas.cjs')) as {
  remotePackages: string[];
};

/** A remote's source files that reach the browser (not its tests). */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

const routesOf = (pkg: string) => readFileSync(path.join(root, pkg, 'src/routes.tsx'), 'utf8');
/** Remotes whose `./routes` draws every page with the kit (docs/decisions/shell.md). */
const kitRemotes = remotePackages.filter((pkg) => !/\bareaPage\(/.test(routesOf(pkg)));

describe('a remote drawn with the kit', () => {
  it('is routed with kitAreaPage alone', () => {
    for (const pkg of kitRemotes) expect(routesOf(pkg)).toMatch(/\bkitAreaPage\(/);
  });

  it.each(kitRemotes)(
    '%s imports no antd of its own: its pages load antd only with a dialog of the kit',
    (pkg) => {
      const importing = sources(path.join(root, pkg, 'src'))
        .filter((file) => /from ['"]antd(\/[^'"]*)?['"]/.test(readFileSync(file, 'utf8')))
        .map((file) => path.relative(root, file));
      expect(importing).toEqual([]);
    },
  );

  it('covers the remotes converted so far', () => {
    expect(kitRemotes).toEqual(expect.arrayContaining(['mf-settings', 'mf-groceries', 'mf-notes']));
  });
});
