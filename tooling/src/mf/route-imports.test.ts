import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { routeImports } from './route-imports';

let root: string;
const write = (file: string, text: string) => {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), text);
};
beforeEach(() => {
  root = mkdtempSync(path.join(os.tmpdir(), 'route-imports-'));
  write(
    'src/routes.tsx',
    `import { defineAreaRoutes } from '@organizator/shared/domain';
import { kitAreaPage } from '@organizator/shared/ui';
import { C } from './pages/c';
import { bRoute } from './pages/b-route';
const page = (load: () => Promise<unknown>) => kitAreaPage(load);
const aPage = page(() => import('./pages/a'));
export const { area, routes } = defineAreaRoutes('mf_x', {
  '/a': aPage,
  '/b': bRoute,
  '/c': kitAreaPage({ page: C }),
});
`,
  );
  write(
    'src/pages/b-route.tsx',
    "export const bRoute = kitAreaPage(() => import('./b'));\nconst later = () => import('./b-dialog');\n",
  );
  write('src/pages/c.tsx', 'export const C = () => null;\n');
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

test('a route reaches the import() in its own expression and in the consts it names', () => {
  expect(routeImports(root, './src/routes.tsx').get('/a')).toEqual([
    { module: 'src/routes.tsx', request: './pages/a' },
  ]);
});

test('a route reaches every import() of a module it names by import', () => {
  expect(routeImports(root, 'src/routes.tsx').get('/b')).toEqual([
    { module: 'src/pages/b-route.tsx', request: './b' },
    { module: 'src/pages/b-route.tsx', request: './b-dialog' },
  ]);
});

test('a page drawn by the routes module itself makes no import()', () => {
  expect(routeImports(root, 'src/routes.tsx').get('/c')).toEqual([]);
});

test('a routes module without a defineAreaRoutes table is an error', () => {
  write('src/routes.tsx', 'export const routes = {};\n');
  expect(() => routeImports(root, 'src/routes.tsx')).toThrow(/no defineAreaRoutes/);
});
