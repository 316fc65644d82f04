import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { parseSync } from '@swc/core';

/** An `import()` a route's page makes: in `module` (relative to the app's folder), of `request`. */
export interface RouteImport {
  module: string;
  request: string;
}

/** SWC's AST as plain data: only the fields read here are named. */
interface AstNode {
  type?: string;
  value?: unknown;
  [key: string]: unknown;
}

/** The file a relative import names, as the bundler resolves it (TypeScript sources). */
export function resolveSource(fromFile: string, request: string): string {
  const base = path.resolve(path.dirname(fromFile), request);
  const found = ['', '.tsx', '.ts', '/index.tsx', '/index.ts']
    .map((ext) => base + ext)
    .find((file) => existsSync(file) && statSync(file).isFile());
  if (!found) throw new Error(`${fromFile}: cannot resolve ${request}`);
  return found;
}

/** Every node under `node`. */
function* nodes(node: unknown): Generator<AstNode> {
  if (Array.isArray(node)) for (const child of node) yield* nodes(child);
  else if (node && typeof node === 'object') {
    yield node as AstNode;
    for (const [key, child] of Object.entries(node)) if (key !== 'span') yield* nodes(child);
  }
}

const field = (node: unknown, key: string): AstNode | undefined =>
  node && typeof node === 'object' ? ((node as AstNode)[key] as AstNode | undefined) : undefined;

/** A module's top-level consts and relative imports, by local name. */
function readModule(file: string) {
  const ast = parseSync(readFileSync(file, 'utf8'), { syntax: 'typescript', tsx: true });
  const consts = new Map<string, unknown>();
  const imports = new Map<string, string>();
  for (const item of ast.body) {
    if (item.type === 'ImportDeclaration' && item.source.value.startsWith('.'))
      for (const specifier of item.specifiers)
        imports.set(specifier.local.value, item.source.value);
    const declaration = item.type === 'ExportDeclaration' ? item.declaration : item;
    if (declaration.type === 'VariableDeclaration')
      for (const d of declaration.declarations)
        if (d.id.type === 'Identifier' && d.init) consts.set(d.id.value, d.init);
  }
  return { ast, consts, imports };
}

/** The request of an `import('./literal')`, else null. */
function dynamicImport(node: AstNode): string | null {
  if (node.type !== 'CallExpression' || field(node, 'callee')?.type !== 'Import') return null;
  const [first] = (node.arguments as AstNode[] | undefined) ?? [];
  const expression = field(first, 'expression');
  return expression?.type === 'StringLiteral' ? String(expression.value) : null;
}

/**
 * The `import()`s each route of a remote's `defineAreaRoutes(area, { path: page })` table reaches:
 * those in the page's own expression, in the consts of the routes module it names, and in the
 * modules it names by import. `routesFile` is the `./routes` module, relative to `context`.
 */
export function routeImports(context: string, routesFile: string): Map<string, RouteImport[]> {
  const file = path.join(context, routesFile);
  const own = readModule(file);
  const relative = (f: string) => path.relative(context, f).split(path.sep).join('/');
  const call = [...nodes(own.ast)].find(
    (n) =>
      n.type === 'CallExpression' &&
      field(n, 'callee')?.type === 'Identifier' &&
      field(n, 'callee')?.value === 'defineAreaRoutes',
  );
  const table = field((call?.arguments as AstNode[] | undefined)?.[1], 'expression');
  if (table?.type !== 'ObjectExpression')
    throw new Error(`${file}: no defineAreaRoutes(area, { ... }) table`);
  const result = new Map<string, RouteImport[]>();
  for (const property of table.properties as AstNode[]) {
    const route = field(property, 'key')?.value;
    if (typeof route !== 'string') throw new Error(`${file}: a route key that is not a string`);
    const found: RouteImport[] = [];
    const seen = new Set<string>();
    const walk = (node: unknown) => {
      for (const n of nodes(node)) {
        const request = dynamicImport(n);
        if (request) found.push({ module: relative(file), request });
        if (n.type !== 'Identifier' || typeof n.value !== 'string' || seen.has(n.value)) continue;
        seen.add(n.value);
        const imported = own.imports.get(n.value);
        if (own.consts.has(n.value)) walk(own.consts.get(n.value));
        else if (imported) {
          const other = resolveSource(file, imported);
          for (const m of nodes(readModule(other).ast)) {
            const req = dynamicImport(m);
            if (req) found.push({ module: relative(other), request: req });
          }
        }
      }
    };
    walk(property.value);
    result.set(route, found);
  }
  return result;
}
