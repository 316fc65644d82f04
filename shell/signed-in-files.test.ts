import type { Compilation } from '@rspack/core';
import { SIGNED_IN_IMPORTS, signedInFiles } from './signed-in-files';

interface FakeGroup {
  initial?: boolean;
  files: string[];
  origins: { request?: string; module?: string }[];
}

/** The part of a compilation `signedInFiles` reads: the entry's files and the chunk groups. */
function compilation(groups: FakeGroup[]): Compilation {
  return {
    entrypoints: new Map([['main', { getFiles: () => ['main.1.js', 'main.1.css'] }]]),
    chunkGroups: groups.map((group) => ({
      isInitial: () => group.initial ?? false,
      getFiles: () => group.files,
      origins: group.origins.map(({ request, module }) => ({
        request,
        module: module === undefined ? undefined : { identifier: () => module },
      })),
    })),
  } as unknown as Compilation;
}

const startGroups: FakeGroup[] = SIGNED_IN_IMPORTS.map((request, index) => ({
  files: [`${index}.js`],
  origins: [{ request, module: 'javascript/auto|/shell/src/app/routes.tsx' }],
}));

test("names the signed-in start's chunks and the shell's provided shared packages", () => {
  const files = signedInFiles(
    compilation([
      {
        initial: true,
        files: ['main.1.js', 'main.1.css'],
        origins: [{ request: './src/index.tsx' }],
      },
      ...startGroups,
      {
        files: ['react.js', 'main.1.js'],
        origins: [{ module: 'provide shared module (default) react@19.3.1 = /react/index.js' }],
      },
      { files: ['app.css', 'app.js.map'], origins: [{ request: './app/full-app' }] },
    ]),
  );
  expect(files.sort()).toEqual(['0.js', '1.js', '2.js', '3.js', '4.js', 'app.css', 'react.js']);
});

test('leaves out pages a signed-in start does not show and unused consumed fallbacks', () => {
  const files = signedInFiles(
    compilation([
      ...startGroups,
      { files: ['legal.js'], origins: [{ request: '../pages/legal-page' }] },
      {
        files: ['fallback.js'],
        origins: [{ module: 'consume shared module (default) react@^19 (fallback: react)' }],
      },
    ]),
  );
  expect(files).not.toContain('legal.js');
  expect(files).not.toContain('fallback.js');
});

test('fails the build when an import it names has no chunk any more', () => {
  expect(() => signedInFiles(compilation(startGroups.slice(1)))).toThrow(/\.\/app\/full-app/);
});
