// The federation budget, checked on the build's own files (no browser, no timing): the JS a cold
// visit of each route loads, as the API serves it, against scripts/budgets.json.
//   node scripts/budgets.mjs            check (a step of `pnpm test`, after `pnpm build`)
//   node scripts/budgets.mjs --record   write each route's figure as its new baseline
//   node scripts/budgets.mjs --files    also list each route's files with their bytes as served
// What a route loads: the shell's start (the scripts index.html starts, and those it names for a
// signed-in start), the remote's entry and its `./routes` files (the server preloads them from the
// manifest), and the chunk groups of the route's page: each `import()` its entry in the remote's
// `defineAreaRoutes` table reaches (the build's chunk graph names them per route:
// tooling/src/mf/chunk-graph-plugin.ts), with the groups its budget names as loaded on mount.
// Shared singletons count once, in the shell, which provides every one of them: a remote's own
// fallback copies are never loaded, so they are left out. docs/benchmarks/one-bundle.md says why.
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const ROOT = fileURLToPath(new URL('..', import.meta.url));
export const BUDGETS_FILE = path.join(ROOT, 'scripts', 'budgets.json');
/** Written by the remotes' build (tooling/src/mf/chunk-graph-plugin.ts). */
const CHUNK_GRAPH_FILE = 'build-stats/chunk-graph.json';
/** A shared module's fallback or provider: loaded only when the shell does not provide it. */
const SHARED_MODULE_TYPES = new Set(['consume-shared-module', 'provide-module']);

const KB = 1024;
export const kb = (bytes) => (bytes / KB).toFixed(1);

/** A file's bytes as the API serves it: the brotli copy the build wrote beside it, if any. */
export function servedBytes(dist, file) {
  const br = path.join(dist, `${file}.br`);
  return statSync(existsSync(br) ? br : path.join(dist, file)).size;
}

/** The scripts the shell's page starts: the entry's, and those named for a signed-in start. */
export function shellStart(shellDist) {
  const html = readFileSync(path.join(shellDist, 'index.html'), 'utf8');
  const entry = [...html.matchAll(/<script data-start="\/([^"]+\.js)"/g)].map((m) => m[1]);
  const app = html.match(/<template data-start-app>([\s\S]*?)<\/template>/)?.[1] ?? '';
  const signedIn = [...app.matchAll(/<link rel="preload" href="\/([^"]+\.js)" as="script"/g)].map(
    (m) => m[1],
  );
  if (entry.length === 0 || signedIn.length === 0)
    throw new Error(`${shellDist}/index.html names no start scripts: is it a production build?`);
  return [...entry, ...signedIn];
}

const readJson = (file) => {
  if (!existsSync(file)) throw new Error(`${file} is missing: run \`pnpm build\` first`);
  return JSON.parse(readFileSync(file, 'utf8'));
};

/**
 * A remote's routes: the JS a cold visit of each loads before its page renders (`start`: the entry
 * and the `./routes` files; `page`: the chunk groups of the page's imports), and what the page can
 * import next (`nested`: by request, e.g. a dialog's chunks, each with everything it imports on).
 */
export function remoteRoutes(pkgDir) {
  const dist = path.join(pkgDir, 'dist');
  const manifest = readJson(path.join(dist, 'mf-manifest.json'));
  const graph = readJson(path.join(pkgDir, CHUNK_GRAPH_FILE));
  for (const file of graph.groups.flatMap((g) => g.files))
    if (!existsSync(path.join(dist, file)))
      throw new Error(`${pkgDir}/${CHUNK_GRAPH_FILE} names ${file}, not in dist: rebuild`);
  const { remoteEntry } = manifest.metaData;
  const expose = manifest.exposes.find((e) => e.path === './routes');
  if (!expose) throw new Error(`${pkgDir}: the manifest has no ./routes`);
  const start = [
    path.posix.join(remoteEntry.path ?? '', remoteEntry.name),
    ...expose.assets.js.sync,
  ];

  const byId = new Map(graph.groups.map((g) => [g.id, g]));
  const isShared = (group) => group.origins.every((o) => SHARED_MODULE_TYPES.has(o.type));
  const js = (group) => group.files.filter((file) => file.endsWith('.js'));
  const children = (group) =>
    group.children.map((id) => byId.get(id)).filter((g) => g && !isShared(g));
  /** A group's files with those of every group it can import next. */
  const closure = (group) => {
    const files = new Set();
    const seen = new Set();
    const queue = [group];
    while (queue.length) {
      const next = queue.shift();
      if (seen.has(next.id)) continue;
      seen.add(next.id);
      for (const file of js(next)) files.add(file);
      queue.push(...children(next));
    }
    return [...files];
  };
  const result = new Map();
  if (!graph.routes) throw new Error(`${pkgDir}/${CHUNK_GRAPH_FILE} names no routes: rebuild`);
  for (const [route, ids] of Object.entries(graph.routes)) {
    const groups = ids.map((id) => byId.get(id));
    const nested = new Map();
    for (const child of groups.flatMap(children)) {
      const seen = new Set();
      const queue = [child];
      while (queue.length) {
        const next = queue.shift();
        if (seen.has(next.id)) continue;
        seen.add(next.id);
        for (const origin of next.origins)
          if (origin.request) nested.set(origin.request, closure(next));
        queue.push(...children(next));
      }
    }
    result.set(route, { start, page: [...new Set(groups.flatMap(js))], nested });
  }
  return result;
}

/**
 * Each route of `areas` (shared/src/domain/areas.ts) with the bytes of JS a cold visit loads, as
 * served, and its files (`shell/…`, `<remote>/…`). A page's own imports count where the budget
 * table names them as started on the page's first render (`onMount`: the build cannot tell them
 * from a dialog's, loaded on a click).
 */
export function routeFigures(root, areas, table) {
  const shellDist = path.join(root, 'shell', 'dist');
  const shell = shellStart(shellDist).map((file) => ({ dist: shellDist, file, owner: 'shell' }));
  const figures = new Map();
  for (const { pkg, routes } of Object.values(areas)) {
    const pkgDir = path.join(root, pkg);
    const dist = path.join(pkgDir, 'dist');
    const byRoute = remoteRoutes(pkgDir);
    for (const { path: route } of routes) {
      const own = byRoute.get(route);
      if (!own) throw new Error(`${pkg}'s routes module has no page for ${route}`);
      const mounted = (table.routes[route]?.onMount ?? []).flatMap((request) => {
        const files = own.nested.get(request);
        if (!files)
          throw new Error(
            `scripts/budgets.json: ${route} names import('${request}') on mount, which its page does not make`,
          );
        return files;
      });
      const names = new Set([...own.start, ...own.page, ...mounted]);
      const files = [...shell, ...[...names].map((file) => ({ dist, file, owner: pkg }))];
      const bytes = files.reduce((sum, f) => sum + servedBytes(f.dist, f.file), 0);
      figures.set(route, {
        bytes,
        files: files.map((f) => `${f.owner}/${f.file}`),
        sizes: files.map((f) => servedBytes(f.dist, f.file)),
      });
    }
  }
  return figures;
}

/**
 * What breaks the budgets, one message per miss: a route without a budget (every route must have
 * one), a budget for no route, a route over its cap, or grown past its recorded baseline by more
 * than the tolerance.
 */
export function checkBudgets(figures, table) {
  const misses = [];
  const tolerance = table.tolerance;
  for (const [route, { bytes }] of figures) {
    const budget = table.routes[route];
    if (!budget) {
      misses.push(
        `${route}: no budget in scripts/budgets.json (${kb(bytes)} KB of JS as served): add the route with its cap ("maxKB") and record its baseline (node scripts/budgets.mjs --record)`,
      );
      continue;
    }
    if (bytes > budget.maxKB * KB)
      misses.push(
        `${route}: ${kb(bytes)} KB of JS as served, over its budget of ${budget.maxKB} KB`,
      );
    if (bytes > budget.baseline * (1 + tolerance))
      misses.push(
        `${route}: ${kb(bytes)} KB of JS as served, ${(((bytes - budget.baseline) / budget.baseline) * 100).toFixed(1)}% over its recorded ${kb(budget.baseline)} KB (tolerance ${(tolerance * 100).toFixed(0)}%, which keeps it within 1.15x the one-bundle build): measure \`pnpm bench one-bundle\`, then record the new figure (node scripts/budgets.mjs --record)`,
      );
  }
  for (const route of Object.keys(table.routes))
    if (!figures.has(route))
      misses.push(`${route}: a budget in scripts/budgets.json for a route that no area has`);
  return misses;
}

/** The table with every route's figure as its baseline (new routes get the default cap). */
export function recorded(figures, table) {
  return {
    ...table,
    routes: Object.fromEntries(
      [...figures].map(([route, { bytes }]) => [
        route,
        {
          ...table.routes[route],
          maxKB: table.routes[route]?.maxKB ?? table.defaultMaxKB,
          baseline: bytes,
        },
      ]),
    ),
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { AREAS } = require('./areas.cjs');
  const started = Date.now();
  const table = readJson(BUDGETS_FILE);
  const figures = routeFigures(ROOT, AREAS, table);
  if (process.argv.includes('--record')) {
    // Short arrays on one line, as Biome formats JSON.
    const json = JSON.stringify(recorded(figures, table), null, 2).replace(
      /\[\n\s+([^[\]{}]*?)\n\s+\]/g,
      (_whole, inner) => `[${inner.split(/,\n\s+/).join(', ')}]`,
    );
    writeFileSync(BUDGETS_FILE, `${json}\n`);
    console.log(`recorded ${figures.size} routes in ${path.relative(ROOT, BUDGETS_FILE)}`);
  }
  const current = readJson(BUDGETS_FILE);
  for (const [route, { bytes, files, sizes }] of figures) {
    const budget = current.routes[route];
    console.log(
      `${route.padEnd(28)} ${kb(bytes).padStart(6)} KB (${files.length} files)${budget ? ` budget ${budget.maxKB} KB, baseline ${kb(budget.baseline)} KB` : ''}`,
    );
    if (process.argv.includes('--files'))
      for (const [i, file] of files.entries())
        console.log(`  ${kb(sizes[i]).padStart(6)} KB  ${file}`);
  }
  const misses = checkBudgets(figures, current);
  for (const miss of misses) console.error(`over budget: ${miss}`);
  console.log(
    `${figures.size} routes checked in ${Date.now() - started} ms: ${misses.length ? `${misses.length} over budget` : 'all within budget'}`,
  );
  process.exit(misses.length ? 1 : 0);
}
