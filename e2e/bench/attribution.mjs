// Where a cold route's main-thread time goes, as Lighthouse attributes it (mobile, simulated 4x
// CPU): the metrics, the long tasks with their script, the time per script and per kind of work;
// and what its simulated LCP is made of: the requests and tasks of Lighthouse's LCP graph with
// their simulated start and end (read from its simulator, which keeps the last run's timings).
// One run per route, printed, not written to a report: a profile to find levers, not a figure to
// compare (`pnpm bench` gives those). `BENCH_ROUTES` picks routes as in the web bench.
import { withServerAndBrowser } from './harness.mjs';
import { lcpGraphs, lighthouseMetrics, lighthouseRun } from './lighthouse.mjs';
import { seededRoutes } from './routes.mjs';

const ms = (n) => `${Math.round(n)} ms`.padStart(8);
const file = (url, origin) => url.replace(origin, '');

await withServerAndBrowser(async ({ origin }) => {
  const { routes } = await seededRoutes(origin, `attribution.${Date.now()}@test.organizator.hr`);
  for (const route of routes) {
    const { lhr } = await lighthouseRun(origin, route.path, route.auth);
    const m = lighthouseMetrics(lhr);
    const a = lhr.audits;
    console.log(`\n## ${route.label}: score ${m.score}, LCP ${ms(m.lcp)}, TBT ${ms(m.tbt)},`);
    console.log(
      `FCP ${ms(m.fcp)}, TTI ${ms(a.interactive.numericValue)}, benchmarkIndex ${Math.round(m.benchmarkIndex)}`,
    );
    console.log('long tasks (start, duration, script):');
    for (const task of a['long-tasks']?.details?.items ?? [])
      console.log(`${ms(task.startTime)} ${ms(task.duration)}  ${file(task.url, origin)}`);
    console.log('per script (total, scripting, parse and compile):');
    for (const script of a['bootup-time']?.details?.items ?? [])
      console.log(
        `${ms(script.total)} ${ms(script.scripting)} ${ms(script.scriptParseCompile)}  ${file(script.url, origin)}`,
      );
    console.log('per kind of work:');
    for (const group of a['mainthread-work-breakdown']?.details?.items ?? [])
      console.log(`${ms(group.duration)}  ${group.group}`);
    // The optimistic and the pessimistic graph; Lighthouse's LCP is their mean.
    for (const [label, nodes] of lcpGraphs()) {
      const end = Math.max(...nodes.map(([, t]) => t.endTime));
      console.log(`${label}: ${ms(end)} (simulated start, end, what)`);
      for (const [node, t] of nodes) {
        const what =
          node.type === 'network'
            ? `${file(node.request.url, origin)} ${(node.request.transferSize / 1024).toFixed(1)} KB, ${node.request.priority}`
            : `task ${ms(node.duration / 1000)} here${node.didPerformLayout() ? ', layout' : ''} ${[
                ...node.getEvaluateScriptURLs(),
              ]
                .map((url) => file(url, origin))
                .join(' ')}`;
        console.log(`${ms(t.startTime)} ${ms(t.endTime)}  ${what}`);
      }
    }
  }
});
