import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Compilation, Compiler } from '@rspack/core';

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
}

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

/** The chunk groups of `compilation` that are loaded on demand, with their `import()` origins. */
export function chunkGraph(compilation: Compilation, context: string): ChunkGraph {
  const groups = compilation.chunkGroups.filter((group) => !group.isInitial());
  // A group's identity is its first chunk's (a chunk starts one group at most when it is async).
  const key = (group: (typeof groups)[number]) =>
    group.origins.map((o) => `${o.module?.identifier() ?? ''}|${o.request}|${o.loc}`).join(';') +
    group.getFiles().join(',');
  const ids = new Map(groups.map((group, id) => [key(group), id]));
  return {
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
}

/**
 * Writes the build's async chunk graph (`build-stats/chunk-graph.json` beside dist): which files each
 * `import()` loads and what those can import next. The federation budget check
 * (scripts/budgets.mjs) adds up a route's bytes from it without a browser.
 */
export class ChunkGraphPlugin {
  apply(compiler: Compiler): void {
    compiler.hooks.afterEmit.tapPromise('ChunkGraphPlugin', async (compilation) => {
      const file = path.join(compiler.context, CHUNK_GRAPH_FILE);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, JSON.stringify(chunkGraph(compilation, compiler.context), null, 1));
    });
  }
}
