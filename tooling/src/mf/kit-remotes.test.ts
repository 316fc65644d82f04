import { readFileSync } from 'node:fs';
import path from 'node:path';
import { resolveSource } from './route-imports';

const root = path.resolve(__dirname, '../../..');
const { remotePackages } = require(path.join(root, 'scripts/areas.cjs')) as {
  remotePackages: string[];
};

const read = (file: string) => readFileSync(file, 'utf8');
const STATIC_IMPORT =
  /(?:^|\n)\s*(?:import|export)\s(?:[^;'"]*?\sfrom\s)?['"](\.{1,2}\/[^'"]+)['"]/g;
const DYNAMIC_IMPORT = /\bimport\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/g;
const IMPORTS_ANTD = /from ['"]antd(\/[^'"]*)?['"]/;

const importsOf = (file: string, pattern: RegExp) =>
  [...read(file).matchAll(pattern)].map((match) => resolveSource(file, match[1] as string));

/** Every module `roots` load with them: their static imports, transitively, not their `import()`s. */
function staticClosure(roots: string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file) || !/\.tsx?$/.test(file)) return;
    seen.add(file);
    for (const next of importsOf(file, STATIC_IMPORT)) visit(next);
  };
  for (const file of roots) visit(file);
  return seen;
}

/**
 * What a remote's routes draw first: its `./routes` with what it imports, and each page chunk that
 * a route loads with what that imports. A view or dialog a page loads later (`import()` inside the
 * page) is not part of it.
 */
function firstScreens(pkg: string): Set<string> {
  const routes = staticClosure([path.join(root, pkg, 'src/routes.tsx')]);
  const pages = [...routes].flatMap((file) => importsOf(file, DYNAMIC_IMPORT));
  return staticClosure([...routes, ...pages]);
}

const routing = (pkg: string) =>
  [...staticClosure([path.join(root, pkg, 'src/routes.tsx')])].map(read).join('\n');
/** Remotes whose routes draw every page with the kit (docs/decisions/shell.md). */
const kitRemotes = remotePackages.filter((pkg) => !/\bareaPage\(/.test(routing(pkg)));

describe('a remote drawn with the kit', () => {
  it('is routed with kitAreaPage alone', () => {
    for (const pkg of kitRemotes) expect(routing(pkg)).toMatch(/\bkitAreaPage\(/);
  });

  it.each(kitRemotes)(
    '%s draws its pages first without antd: antd loads only with a view or dialog opened later',
    (pkg) => {
      const importing = [...firstScreens(pkg)]
        .filter((file) => IMPORTS_ANTD.test(read(file)))
        .map((file) => path.relative(root, file));
      expect(importing).toEqual([]);
    },
  );

  it('covers every remote', () => {
    expect(kitRemotes).toEqual(remotePackages);
  });
});

describe('the first screens a test walks', () => {
  it('include a page chunk and what it imports, but not what the page loads later', () => {
    const screens = [...firstScreens('mf-lists')].map((file) => path.relative(root, file));
    expect(screens).toEqual(
      expect.arrayContaining([
        'mf-lists/src/pages/editor-page.tsx',
        'mf-lists/src/components/editor/item-list.tsx',
      ]),
    );
    expect(screens).not.toContain('mf-lists/src/components/item-form/item-views.tsx');
    expect(screens).not.toContain('mf-lists/src/components/item-form/item-picker.tsx');
  });
});
