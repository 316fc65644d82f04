import { readFileSync } from 'node:fs';
import path from 'node:path';
import { federationRuntimeEsmAliases } from './federation-runtime-esm';

const appDir = path.join(__dirname, '..', '..', '..', 'shell');
const aliases = federationRuntimeEsmAliases(appDir);
const target = (request: string): string | undefined => aliases[`${request}$`];
const targetOf = (request: string): string => {
  const file = target(request);
  if (!file) throw new Error(`${request} has no alias`);
  return file;
};

// Top-level statements start at column 0 in these packages' builds; nested code may well mention
// `module.exports` (the runtime evaluates remote code), so only column 0 counts.
const isEsModule = (source: string) =>
  /^export\b/m.test(source) &&
  !/^(Object\.defineProperties?\(exports|(module\.)?exports\b|\S.*=\s*require\()/m.test(source);

/** Every file an ES module file imports, relative ones by path, federation packages by alias. */
function reachable(entry: string, seen = new Set<string>(), unaliased = new Set<string>()) {
  if (seen.has(entry)) return { seen, unaliased };
  seen.add(entry);
  const source = readFileSync(entry, 'utf8');
  for (const [, request = ''] of source.matchAll(/\b(?:from|import)\s*\(?\s*["']([^"']+)["']/g)) {
    if (request.startsWith('.'))
      reachable(path.resolve(path.dirname(entry), request), seen, unaliased);
    else if (request.startsWith('@module-federation/')) {
      const file = target(request);
      if (file) reachable(file, seen, unaliased);
      else unaliased.add(request);
    }
  }
  return { seen, unaliased };
}

test('the federation runtime the bundles carry resolves to ES modules, which can be tree-shaken', () => {
  for (const name of ['webpack-bundler-runtime', 'runtime', 'runtime-core', 'sdk']) {
    const file = targetOf(`@module-federation/${name}`);
    expect(file).toMatch(/\.m?js$/);
    expect(isEsModule(readFileSync(file, 'utf8'))).toBe(true);
  }
});

test('no federation package the bundler runtime reaches falls back to its CommonJS build', () => {
  const { seen, unaliased } = reachable(targetOf('@module-federation/webpack-bundler-runtime'));
  expect([...unaliased]).toEqual([]);
  const commonJs = [...seen].filter((file) => !isEsModule(readFileSync(file, 'utf8')));
  expect(commonJs).toEqual([]);
});

test('the CommonJS files Rspack imports the bundler runtime and runtime by lead to their ES builds', () => {
  for (const name of ['webpack-bundler-runtime', 'runtime']) {
    const esm = targetOf(`@module-federation/${name}`);
    const byPath = Object.entries(aliases).filter(
      ([request, file]) => path.isAbsolute(request) && request.endsWith('.cjs$') && file === esm,
    );
    expect(byPath).toHaveLength(1);
  }
});
