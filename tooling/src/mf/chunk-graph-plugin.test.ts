import path from 'node:path';
import type { Compilation } from '@rspack/core';
import { chunkGraph, pageFiles } from './chunk-graph-plugin';

// @rspack/core is ES modules only, which jest's CommonJS runtime cannot load: the compilation is a
// stand-in with the members the graph reads (scripts/budgets.mjs checks the real build's graph).
const context = path.join(path.sep, 'app');
interface FakeGroup {
  origins: {
    module?: { type: string; resource?: string; identifier(): string };
    request?: string;
    loc?: unknown;
  }[];
  files: string[];
  initial?: boolean;
  children?: FakeGroup[];
}
const fake = (groups: FakeGroup[]) =>
  ({
    chunkGroups: groups.map(function wrap(group): unknown {
      return {
        origins: group.origins,
        isInitial: () => group.initial ?? false,
        getFiles: () => group.files,
        get childrenIterable() {
          return (group.children ?? []).map(wrap);
        },
      };
    }),
  }) as unknown as Compilation;
const source = (file: string) => ({
  type: 'javascript/auto',
  resource: path.join(context, file),
  identifier: () => `javascript/auto|${file}`,
});

test("answers each import()'s group with its origin, its JS and CSS files and the groups it imports next", () => {
  const dialog: FakeGroup = {
    origins: [{ module: source('src/pages/a.tsx'), request: './dialog', loc: '12:4-30' }],
    files: ['3.js'],
  };
  const fallback: FakeGroup = {
    origins: [
      { module: { type: 'consume-shared-module', identifier: () => 'consume shared react' } },
    ],
    files: ['react.js'],
  };
  const page: FakeGroup = {
    origins: [
      { module: source('src/routes.tsx'), request: './pages/a', loc: { start: { line: 7 } } },
    ],
    files: ['1.js', '1.css', '1.js.map'],
    children: [dialog, fallback],
  };
  const entry: FakeGroup = { origins: [], files: ['main.js'], initial: true };

  const graph = chunkGraph(fake([entry, page, dialog, fallback]), context);

  expect(graph.groups).toEqual([
    {
      id: 0,
      origins: [
        { module: 'src/routes.tsx', type: 'javascript/auto', request: './pages/a', line: 7 },
      ],
      files: ['1.js', '1.css'],
      children: [1, 2],
    },
    {
      id: 1,
      origins: [
        { module: 'src/pages/a.tsx', type: 'javascript/auto', request: './dialog', line: 12 },
      ],
      files: ['3.js'],
      children: [],
    },
    {
      id: 2,
      origins: [{ module: null, type: 'consume-shared-module', request: null, line: null }],
      files: ['react.js'],
      children: [],
    },
  ]);
});

test("answers each route's page groups, and a page's files are those groups' own, not what they import next", () => {
  const dialog: FakeGroup = {
    origins: [{ module: source('src/pages/a.tsx'), request: './dialog' }],
    files: ['3.js'],
  };
  const page: FakeGroup = {
    origins: [{ module: source('src/routes.tsx'), request: './pages/a' }],
    files: ['1.js', '1.css'],
    children: [dialog],
  };
  const shared: FakeGroup = {
    origins: [{ module: source('src/routes.tsx'), request: './pages/common' }],
    files: ['2.js', '1.css'],
  };
  const routes = new Map([
    [
      '/a',
      [
        { module: 'src/routes.tsx', request: './pages/a' },
        { module: 'src/routes.tsx', request: './pages/common' },
      ],
    ],
    ['/b', []],
  ]);

  const graph = chunkGraph(fake([page, dialog, shared]), context, routes);

  expect(graph.routes).toEqual({ '/a': [0, 2], '/b': [] });
  expect(pageFiles(graph)).toEqual({ '/a': ['1.js', '1.css', '2.js'], '/b': [] });
});

test('a route whose import() made no chunk is an error, not a page without files', () => {
  const routes = new Map([['/a', [{ module: 'src/routes.tsx', request: './pages/gone' }]]]);
  expect(() => chunkGraph(fake([]), context, routes)).toThrow(
    "no chunk for import('./pages/gone') in src/routes.tsx (/a)",
  );
});
