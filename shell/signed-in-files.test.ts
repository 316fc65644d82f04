import type { Compilation } from '@rspack/core';
import { SIGNED_IN_IMPORTS, signedInFiles } from './signed-in-files';

interface FakeGroup {
  initial?: boolean;
  files: string[];
  origins: { request?: string }[];
}

/** The part of a compilation `signedInFiles` reads: the entry's files and the chunk groups. */
function compilation(groups: FakeGroup[]): Compilation {
  return {
    entrypoints: new Map([['main', { getFiles: () => ['main.1.js', 'main.1.css'] }]]),
    chunkGroups: groups.map((group) => ({
      isInitial: () => group.initial ?? false,
      getFiles: () => group.files,
      origins: group.origins,
    })),
  } as unknown as Compilation;
}

const startGroups: FakeGroup[] = SIGNED_IN_IMPORTS.map((request, index) => ({
  files: [`${index}.js`],
  origins: [{ request }],
}));

test("names the signed-in start's chunks, without the entry's own files", () => {
  const files = signedInFiles(
    compilation([
      {
        initial: true,
        files: ['main.1.js', 'main.1.css'],
        origins: [{ request: './src/index.tsx' }],
      },
      ...startGroups,
      { files: ['app.css', 'app.js.map', 'main.1.js'], origins: [{ request: './app/full-app' }] },
    ]),
  );
  expect(files.sort()).toEqual(['0.js', '1.js', '2.js', '3.js', '4.js', 'app.css']);
});

test('leaves out pages a signed-in start does not show', () => {
  const files = signedInFiles(
    compilation([
      ...startGroups,
      { files: ['legal.js'], origins: [{ request: '../pages/legal-page' }] },
    ]),
  );
  expect(files).not.toContain('legal.js');
});

test('fails the build when an import it names has no chunk any more', () => {
  expect(() => signedInFiles(compilation(startGroups.slice(1)))).toThrow(/\.\/app\/full-app/);
});
