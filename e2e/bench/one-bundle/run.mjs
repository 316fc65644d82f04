// `pnpm bench one-bundle`: the cost of Module Federation. Builds the one-bundle variant of the same
// code (./rspack.config.ts), serves it beside the federated production build (two API instances, the
// same server code and headers), and measures both per route, alternated run by run: JS bytes,
// requests and sequential waves before the route is usable (./load.mjs), Lighthouse mobile LCP and
// score. Writes docs/benchmarks/one-bundle.md.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { routeFigures } from '../../../scripts/budgets.mjs';
import { median, recordedPart, scored, writeReport } from '../harness.mjs';
import { runLighthouse } from '../lighthouse.mjs';
import { api, listWithItems, note, recipe, signIn } from '../seed.mjs';
import { startServer } from '../server.mjs';
import { coldLoad } from './load.mjs';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const here = fileURLToPath(new URL('.', import.meta.url));
const RUNS = Number(process.env.LH_RUNS ?? 3);
/** Playwright loads per route and variant: cheap, and the wave count needs several (see below). */
const LOADS = Number(process.env.LOAD_RUNS ?? 5);
const port = Number(process.env.BENCH_PORT ?? 3200);

/**
 * The routes of web.md, each with the marker of its main content being usable: the data the page
 * shows (seeded below) in the DOM, or on /login the real form in place of the pre-rendered one.
 */
const ROUTES = [
  { path: '/login', auth: false, ready: { selector: 'form.org-login', absent: '.org-boot' } },
  { path: '/dashboard', ready: { text: 'Tjedna kupnja' } },
  { path: '/editor/:listId', ready: { selector: '[data-testid="item-row"]' } },
  { path: '/notes', ready: { text: 'Bilješka za mjerenje' } },
  { path: '/notes/:id', ready: { text: 'Tekst bilješke.' } },
  { path: '/groceries', ready: { text: 'Riža arborio' } },
  { path: '/groceries/recipes', ready: { text: 'Rižoto s vrganjima' } },
  { path: '/groceries/recipes/:id', param: ':recipeId', ready: { text: 'Parmezan' } },
  { path: '/food-diary/day/today', ready: { text: 'Ništa još nije upisano.' } },
  { path: '/food-diary/plan', ready: { text: 'Rižoto s vrganjima' } },
  { path: '/food-diary/trends', ready: { selector: '[data-testid="trends-averages"]' } },
  { path: '/settings', ready: { text: 'Bench Korisnik (Vi)' } },
];

if (!existsSync(path.join(root, 'shell', 'dist', 'index.html')))
  throw new Error('shell/dist is missing: run `pnpm build` (or `pnpm bench one-bundle`) first');
execFileSync(
  path.join(root, 'node_modules', '.bin', 'rspack'),
  ['build', '-c', path.join(here, 'rspack.config.ts')],
  { cwd: root, stdio: 'inherit' },
);
const oneDist = path.join(here, 'shell', 'dist');
const federationLeft = readdirSync(oneDist).filter(
  (file) =>
    file === 'mf-manifest.json' ||
    (file.endsWith('.js') &&
      readFileSync(path.join(oneDist, file), 'utf8').includes('__FEDERATION__')),
);
if (federationLeft.length)
  throw new Error(`the one-bundle build still has Module Federation: ${federationLeft.join(', ')}`);
// Its service worker precaches the one-bundle build, not shell/dist (both builds register one).
const oneMain = readFileSync(path.join(oneDist, 'index.html'), 'utf8').match(/main\.[0-9a-f]+\.js/);
if (!oneMain || !readFileSync(path.join(oneDist, 'sw.js'), 'utf8').includes(`/${oneMain[0]}`))
  throw new Error("the one-bundle build's service worker does not precache its own files");

// The figure `pnpm test` keeps (scripts/budgets.mjs): the same JS, added up off the build's files.
const require = createRequire(import.meta.url);
const { AREAS } = require('../../../scripts/areas.cjs');
const budgets = JSON.parse(readFileSync(path.join(root, 'scripts', 'budgets.json'), 'utf8'));
const offTheBuild = routeFigures(root, AREAS, budgets);
/** The area route pattern a measured path is on (the first in table order, as the shell routes). */
const patternOf = (route) =>
  [...offTheBuild.keys()].find((pattern) => {
    const want = pattern.split('/');
    const have = route.split('/');
    return want.length === have.length && want.every((p, i) => p.startsWith(':') || p === have[i]);
  });

const loadBefore = os.loadavg();
const federated = await startServer(port);
// The same API, serving the one-bundle build as its shell and no remotes.
const oneBundle = await startServer(port + 1, { STATIC_ROOT: here, REMOTES_JSON: '{}' }).catch(
  async (error) => {
    await federated.stop();
    throw error;
  },
);
const variants = [
  { name: 'federated', server: federated },
  { name: 'one bundle', server: oneBundle },
];
try {
  // Each server has its own database: the same data is created in both.
  for (const variant of variants) {
    const { origin } = variant.server;
    const token = await signIn(origin, `bench.one-bundle.${Date.now()}@test.organizator.hr`);
    const listId = await listWithItems(origin, token, 'Tjedna kupnja', 50);
    const noteId = await note(origin, token);
    // The recipe's groceries fill /groceries; the recipe is on today's menu (/food-diary/plan).
    const recipeId = await recipe(origin, token);
    await api(origin, token, 'PUT', `/meal-plan/${new Date().toLocaleDateString('sv-SE')}`, {
      entries: [{ id: crypto.randomUUID(), meal: 'lunch', recipeId, servings: 2 }],
      version: null,
    });
    Object.assign(variant, {
      origin,
      token,
      params: { ':listId': listId, ':id': noteId, ':recipeId': recipeId },
    });
  }
  const urlFor = (variant, route) =>
    route.path.replace(/:listId|:id/, (param) => variant.params[route.param ?? param]);

  const rows = [];
  const benchmarkIndex = new Map(variants.map((v) => [v.name, []]));
  // BENCH_ROUTES=/login,/dashboard measures only those (a quick check of a change).
  const only = process.env.BENCH_ROUTES?.split(',');
  for (const route of ROUTES.filter((r) => !only || only.includes(r.path))) {
    const results = new Map(variants.map((v) => [v.name, { loads: [], lighthouse: [] }]));
    // Alternated run by run (the order flips each run), so a slower minute of the machine falls
    // on both variants alike.
    for (let i = 0; i < Math.max(RUNS, LOADS); i++) {
      const order = i % 2 === 0 ? variants : [...variants].reverse();
      for (const variant of order) {
        const token = route.auth === false ? null : variant.token;
        const url = urlFor(variant, route);
        if (i < LOADS)
          results
            .get(variant.name)
            .loads.push(await coldLoad(`${variant.origin}${url}`, token, route.ready));
        if (i >= RUNS) continue;
        const lh = await scored(route.path, () => runLighthouse(variant.origin, url, token), 2);
        if (lh) {
          results.get(variant.name).lighthouse.push(lh);
          benchmarkIndex.get(variant.name).push(lh.benchmarkIndex);
        }
      }
    }
    const summary = Object.fromEntries(
      [...results].map(([name, { loads, lighthouse }]) => {
        if (lighthouse.length === 0)
          throw new Error(`Lighthouse could not score ${route.path} (${name})`);
        return [
          name,
          {
            jsGzip: median(loads.map((l) => l.jsGzip)),
            jsSent: median(loads.map((l) => l.jsSent)),
            requests: median(loads.map((l) => l.requests)),
            // Each load's count is an upper bound of the depth (see load.mjs): the fewest is the
            // closest.
            waves: Math.min(...loads.map((l) => l.waves)),
            lcp: median(lighthouse.map((l) => l.lcp)),
            // Files in the simulated LCP besides the page, the most of any run (null: not read).
            lcpFiles: Math.max(...lighthouse.map((l) => l.lcpFiles?.length ?? Number.NaN)),
            score: median(lighthouse.map((l) => l.score)),
            scores: lighthouse.map((l) => l.score),
            readyMs: median(loads.map((l) => l.readyMs)),
            byWave: loads.find((l) => l.waves === Math.min(...loads.map((m) => m.waves))).byWave,
          },
        ];
      }),
    );
    console.log(route.path, JSON.stringify(summary));
    rows.push({ route: route.path, fed: summary.federated, one: summary['one bundle'] });
  }

  const loadAfter = os.loadavg();
  const kb = (n) => (n / 1024).toFixed(1);
  const ratio = (a, b) => a / b;
  const x = (r) => `${r.toFixed(2)}x`;
  const loadavg = (l) => l.map((v) => v.toFixed(1)).join(' / ');
  // In every run of both builds the largest paint needed the page's HTML and nothing else (the
  // boot frame): no file of either build is in it, so their LCP differs only by this machine's
  // time for the same parse and layout, and federation cannot have slowed it.
  const samePaint = ({ fed, one }) => fed.lcpFiles === 0 && one.lcpFiles === 0;
  const lcpGraph = (n) => (Number.isNaN(n) ? '?' : n === 0 ? 'page only' : `${n} files`);
  const goal = ({ fed, one }) => {
    const misses = [
      ratio(fed.jsGzip, one.jsGzip) > 1.15 && 'JS gzip',
      ratio(fed.jsSent, one.jsSent) > 1.15 && 'JS sent',
      fed.waves > one.waves && 'waves',
      ratio(fed.lcp, one.lcp) > 1.0 && !samePaint({ fed, one }) && 'LCP',
    ].filter(Boolean);
    if (misses.length) return `**over**: ${misses.join(', ')}`;
    return ratio(fed.lcp, one.lcp) > 1.0 ? 'ok (LCP: the same paint)' : 'ok';
  };
  const lines = [
    '## Federation against one bundle: the same code built both ways',
    '',
    `Command: \`pnpm bench one-bundle\` (e2e/bench/one-bundle/run.mjs). Measured ${new Date().toISOString()} on ${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'cpu'}), Node ${process.version}, Debian Chromium. Load average (1 / 5 / 15 min): ${loadavg(loadBefore)} at the start, ${loadavg(loadAfter)} at the end. Lighthouse benchmarkIndex (median, lowest-highest): ${[...benchmarkIndex].map(([name, values]) => `${name} ${Math.round(median(values))} (${Math.round(Math.min(...values))}-${Math.round(Math.max(...values))}, ${values.length} runs)`).join('; ')}.`,
    '',
    "Federated: the production build (`pnpm build`), shell and five remotes. One bundle: the same source built by the shell's own Rspack config without the Module Federation plugin (e2e/bench/one-bundle/rspack.config.ts): the shell imports each area's `./routes` module directly, each area a lazy chunk as in a route-split app, no federation runtime, Rspack's own chunk splitting (not the shell's merging into three chunks, which is cut to federation's chunk per shared package); the page names the app's own chunks for a signed-in start in both; the service worker is built and registered in both. A benchmark artefact only, never shipped. Both are served at the same time by the same API (two instances, the same compression, headers and page rendering; the one-bundle page has an empty remotes map, so nothing is preloaded for it) with the same seeded data, and measured alternately, run by run, the order flipping each run.",
    '',
    `Every load is cold: a new browser, empty cache and storage, the token written into localStorage by a script that runs before the page's own, /api/sse (the live stream) blocked and nothing else. Per route and variant: ${LOADS} Playwright loads (medians; waves the fewest) and ${RUNS} Lighthouse 12.8 runs (default mobile: simulated slow 4G, 4x CPU; medians of LCP and score, all scores in brackets).`,
    '',
    '- **JS**: every script of the load until 2 s after the ready marker without a new script (as web.md): "gzip" each script gzipped at level 6, "sent" the bytes transferred (the server sends the build\'s brotli copies).',
    "- **Requests**: every request the page started before its ready marker (document, scripts, styles, manifests, API calls, images; not the tab's icon).",
    "- **Waves**: the depth of those requests in sequence, from the page's Resource Timing (one clock with the ready marker). The document is wave 1; every other request is one wave after the deepest request whose response had ended when it started (the document counts from its first byte: the parser finds the page's files while it streams). A request can only wait on one that had ended, so each load's count is at least the number of round trips in sequence before the route is usable, more where a request started late for another reason (such as a busy main thread): the table gives the fewest of the loads.",
    "- **Usable after**: the ready marker's time from the start of the navigation, in the same Playwright loads (median; no throttling: this machine's own speed).",
    "- **Ready marker**: the route's main content in the DOM: /login the real form in place of the pre-rendered one; signed-in routes the seeded data (the list's name, its item rows, the note's title or text, the recipe's groceries, the recipe's name and its ingredients, today's menu entry, the trends' averages, the empty diary day that follows its query, the team's member on /settings).",
    '- **Off the build**: the federated JS as served, added up from the build\'s own files by `node scripts/budgets.mjs` (the check `pnpm test` runs): it should equal "sent".',
    '',
    '- **LCP graph**: the files besides the page that Lighthouse\'s simulated LCP was computed from (its pessimistic graph, read from its simulator; the most of any run): "page only" where the largest paint is the boot frame, drawn from the HTML alone.',
    '',
    "Budget (the issue's, for the federation runtime's fixed price): federated <= 1.15x the one bundle on JS (gzip and sent), LCP <= 1.0x, waves no more than the one bundle's. Where both builds' LCP graph is the page only in every run, the two LCPs are the same HTML parsed and laid out, and the ratio is this machine's noise on that work: such a route is \"ok (LCP: the same paint)\" whatever the ratio (docs/benchmarks/one-bundle.md, \"What the framed routes' LCP is made of\").",
    '',
    '| route | JS gzip KB fed / one (ratio) | sent KB fed / one (ratio) | off the build KB | requests fed / one | waves fed / one | LCP s fed / one (ratio) | LCP graph fed / one | score fed / one | usable after ms fed / one | budget |',
    '|---|---|---|---|---|---|---|---|---|---|---|',
    ...rows.map(
      ({ route, fed, one }) =>
        `| ${route} | ${kb(fed.jsGzip)} / ${kb(one.jsGzip)} (${x(ratio(fed.jsGzip, one.jsGzip))}) | ${kb(fed.jsSent)} / ${kb(one.jsSent)} (${x(ratio(fed.jsSent, one.jsSent))}) | ${patternOf(route) ? kb(offTheBuild.get(patternOf(route)).bytes) : '-'} | ${fed.requests} / ${one.requests} | ${fed.waves} / ${one.waves} | ${(fed.lcp / 1000).toFixed(2)} / ${(one.lcp / 1000).toFixed(2)} (${x(ratio(fed.lcp, one.lcp))}) | ${lcpGraph(fed.lcpFiles)} / ${lcpGraph(one.lcpFiles)} | ${fed.score.toFixed(2)} / ${one.score.toFixed(2)} (${fed.scores.map((s) => s.toFixed(2)).join(', ')} / ${one.scores.map((s) => s.toFixed(2)).join(', ')}) | ${Math.round(fed.readyMs)} / ${Math.round(one.readyMs)} | ${goal({ fed, one })} |`,
    ),
    '',
    'What each wave held in the load with the fewest waves (paths as served):',
    '',
    ...rows
      .filter(({ route }) => route === '/login' || route === '/dashboard')
      .flatMap(({ route, fed, one }) => [
        ...[
          ['federated', fed],
          ['one bundle', one],
        ].flatMap(([name, variant]) => [
          `- ${route}, ${name}:`,
          ...variant.byWave.map((paths, i) => `  ${i + 1}. ${paths.join(', ')}`),
        ]),
      ]),
    '',
    ...recordedPart('one-bundle'),
  ];
  writeReport('one-bundle', lines);
} finally {
  for (const variant of variants) await variant.server.stop();
}
