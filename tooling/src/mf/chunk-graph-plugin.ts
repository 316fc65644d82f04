import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Compilation, Compiler } from '@rspack/core';
import { type RouteImport, routeImports } from './route-imports';

/** Where a build writes its chunk graph: beside dist, not in it (the server serves dist). */
export const CHUNK_GRAPH_FILE = 'build-stats/chunk-graph.json';

/** What started a chunk group: an `import()` in `module` (a path from the app's folder) at `line`. */
export interface ChunkGraphOrigin {
  module: string | null;
  /** The module's kind: a shared module's fallback (`consume-shared-module`) is no page's code. */
  type: string | null;
  request: string | null;
  line: number | null;
}

/** One async chunk group: the files it loads and the groups its modules can import next. */
export interface ChunkGraphGroup {
  id: number;
  origins: ChunkGraphOrigin[];
  files: string[];
  children: number[];
}

export interface ChunkGraph {
  groups: ChunkGraphGroup[];
  /** Each route of the remote's `./routes` table: the groups of the `import()`s its page makes. */
  routes: Record<string, number[]>;
}

/** The remote's manifest: the federation plugin's, with the files of each route's page added. */
const MANIFEST_FILE = 'mf-manifest.json';

/** The first line of an origin's location (`"13:8-38"`, or `{ start: { line } }`). */
function originLine(loc: unknown): number | null {
  if (typeof loc === 'string') {
    const line = Number.parseInt(loc, 10);
    return Number.isFinite(line) ? line : null;
  }
  if (loc && typeof loc === 'object' && 'start' in loc) {
    const start = (loc as { start?: { line?: number } }).start;
    return typeof start?.line === 'number' ? start.line : null;
  }
  return null;
}

/**
 * The chunk groups of `compilation` that are loaded on demand, with their `import()` origins, and
 * which of them each route loads for its page (`routes`: the `import()`s each route's page makes).
 */
export function chunkGraph(
  compilation: Compilation,
  context: string,
  routes: ReadonlyMap<string, RouteImport[]> = new Map(),
): ChunkGraph {
  const groups = compilation.chunkGroups.filter((group) => !group.isInitial());
  // A group's identity is its first chunk's (a chunk starts one group at most when it is async).
  const key = (group: (typeof groups)[number]) =>
    group.origins.map((o) => `${o.module?.identifier() ?? ''}|${o.request}|${o.loc}`).join(';') +
    group.getFiles().join(',');
  const ids = new Map(groups.map((group, id) => [key(group), id]));
  const graph: ChunkGraph = {
    routes: {},
    groups: groups.map((group, id) => ({
      id,
      origins: group.origins.map((origin) => {
        const resource =
          origin.module && 'resource' in origin.module
            ? (origin.module as { resource?: string }).resource
            : undefined;
        return {
          module: resource ? path.relative(context, resource).split(path.sep).join('/') : null,
          type: origin.module?.type ?? null,
          request: origin.request ?? null,
          line: originLine(origin.loc),
        };
      }),
      files: group.getFiles().filter((file) => /\.(js|css)$/.test(file)),
      children: group.childrenIterable
        .map((child) => ids.get(key(child)))
        .filter((child): child is number => child !== undefined),
    })),
  };
  for (const [route, imports] of routes) {
    graph.routes[route] = imports.map(({ module, request }) => {
      const group = graph.groups.find((g) =>
        g.origins.some((o) => o.module === module && o.request === request),
      );
      if (!group) throw new Error(`no chunk for import('${request}') in ${module} (${route})`);
      return group.id;
    });
  }
  return graph;
}

/** The files of each route's page (its `import()`s' chunk groups), by route pattern. */
export function pageFiles(graph: ChunkGraph): Record<string, string[]> {
  return Object.fromEntries(
    Object.entries(graph.routes).map(([route, ids]) => [
      route,
      [...new Set(ids.flatMap((id) => graph.groups[id]?.files ?? []))],
    ]),
  );
}

/**
 * Writes the build's async chunk graph (`build-stats/chunk-graph.json` beside dist): which files each
 * `import()` loads, what those can import next, and which of them each route's page loads. The
 * federation budget check (scripts/budgets.mjs) adds up a route's bytes from it without a browser.
 * The remote's manifest gets each route's page files (`pages`), so the server can name them in the
 * page it sends for that route and the shell can start them before the remote's entry has run
 * (docs/decisions/shell.md, "The page's files and data started with the shell's").
 */
export class ChunkGraphPlugin {
  constructor(private readonly options: { routesFile: string }) {}

  apply(compiler: Compiler): void {
    let graph: ChunkGraph | null = null;
    compiler.hooks.thisCompilation.tap('ChunkGraphPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        // After the federation plugin wrote its manifest, with the files' final (hashed) names.
        {
          name: 'ChunkGraphPlugin',
          stage: compiler.rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT,
        },
        () => {
          const routes = routeImports(compiler.context, this.options.routesFile);
          graph = chunkGraph(compilation, compiler.context, routes);
          const manifest = compilation.getAsset(MANIFEST_FILE);
          if (!manifest)
            throw new Error(`${MANIFEST_FILE} is missing: the federation plugin writes it`);
          const withPages = {
            ...JSON.parse(manifest.source.source().toString()),
            pages: pageFiles(graph),
          };
          compilation.updateAsset(
            MANIFEST_FILE,
            new compiler.rspack.sources.RawSource(JSON.stringify(withPages, null, 2)),
          );
        },
      );
    });
    compiler.hooks.afterEmit.tapPromise('ChunkGraphPlugin', async (compilation) => {
      // Beside the build's own dist: a build into another folder (the version-skew journeys')
      // leaves the package's graph alone.
      const dist = compilation.outputOptions.path ?? path.join(compiler.context, 'dist');
      const file = path.join(path.dirname(dist), CHUNK_GRAPH_FILE);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, JSON.stringify(graph, null, 1));
    });
  }
}
