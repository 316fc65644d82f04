import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { resolveSource } from './route-imports';

const root = path.resolve(__dirname, '../../..');
const { remotePackages } = require(path.join(root, 'scripts/areas.cjs')) as {
  remotePackages: string[];
};

const read = (file: string) => readFileSync(file, 'utf8');
const STATIC_IMPORT =
  /(?:^|\n)\s*(?:import|export)\s(?:[^;'"]*?\sfrom\s)?['"](\.{1,2}\/[^'"]+)['"]/g;
/** A value import of antd (a type-only import leaves nothing in the build). */
const IMPORTS_ANTD = /import\s+(?!type\s)[^;]*?from ['"]antd(\/[^'"]*)?['"]/;

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

const routing = (pkg: string) =>
  [...staticClosure([path.join(root, pkg, 'src/routes.tsx')])].map(read).join('\n');

/** Derives the kit's token values from antd's algorithms when `pnpm tokens` runs; no page imports it. */
const BUILD_TIME = new Set(['shared/src/ui/design-tokens.ts']);

/** Every source file of a package, tests left out. */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

describe('a remote drawn with the kit', () => {
  it.each(remotePackages)('%s is routed with kitAreaPage', (pkg) => {
    expect(routing(pkg)).toMatch(/\bkitAreaPage\(/);
  });

  // antd is where the kit's look and tokens come from (a build-time and test-time dependency), and
  // no app loads it: docs/decisions/lists.md, "The item views drawn by the kit".
  it.each([...remotePackages, 'shell', 'shared'])(
    '%s imports nothing of antd at runtime',
    (pkg) => {
      const importing = sources(path.join(root, pkg, 'src'))
        .filter((file) => !BUILD_TIME.has(path.relative(root, file)))
        .filter((file) => IMPORTS_ANTD.test(read(file)))
        .map((file) => path.relative(root, file));
      expect(importing).toEqual([]);
    },
  );
});
