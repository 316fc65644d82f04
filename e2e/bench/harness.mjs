// What the front-end benches share: the production server and Chromium for one run, the report file,
// the statistics, and what runs in the measured page (self-contained functions for
// addInitScript / evaluate).
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { chromiumLaunch } from '../chromium.mjs';
import { startServer } from './server.mjs';

/** Starts the production server and Chromium, runs `measure`, and always stops both. */
export async function withServerAndBrowser(measure) {
  const server = await startServer(Number(process.env.BENCH_PORT ?? 3200));
  // A run stopped half-way (Ctrl-C, kill) stops its server too: its own process group would
  // otherwise keep serving on the port, and the next run refuses to start there.
  const stopOnSignal = (signal) => {
    void server.stop().finally(() => process.kill(process.pid, signal));
  };
  process.once('SIGINT', stopOnSignal);
  process.once('SIGTERM', stopOnSignal);
  let browser;
  try {
    browser = await chromium.launch(chromiumLaunch);
    return await measure({ origin: server.origin, browser });
  } finally {
    await browser?.close();
    await server.stop();
  }
}

const reportFile = (name) => new URL(`../../docs/benchmarks/${name}.md`, import.meta.url);

/** Writes docs/benchmarks/<name>.md and prints it. */
export function writeReport(name, lines) {
  writeFileSync(reportFile(name), lines.join('\n'));
  console.log(lines.join('\n'));
}

/** The line under which a report keeps what was recorded by hand (experiments, findings). */
export const RECORDED_MARKER =
  '<!-- Recorded, not measured by this run: kept when the bench rewrites this file. -->';

/** The recorded part of docs/benchmarks/<name>.md, marker line included (nothing if it has none). */
export function recordedPart(name) {
  if (!existsSync(reportFile(name))) return [];
  const text = readFileSync(reportFile(name), 'utf8');
  const at = text.indexOf(RECORDED_MARKER);
  return at < 0 ? [] : text.slice(at).split('\n');
}

export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor(sorted.length / 2)] : Number.NaN;
};

/**
 * Runs `attempt` until it gives a scored Lighthouse run (at most `tries` times): a run that cannot
 * score is reported and run again, never counted as a score.
 */
export async function scored(label, attempt, tries = 3) {
  for (let i = 0; i < tries; i++) {
    const run = await attempt();
    if (run.score !== null) return run;
    console.error(`Lighthouse ${label}: no score${run.error ? ` (${run.error})` : ''}`);
  }
  return null;
}

/** Interactions under the 16 ms threshold produce no entry: they count as 16 ms (an upper bound). */
export const withUnreported = (durations, interactions) => [
  ...durations,
  ...Array(Math.max(0, interactions - durations.length)).fill(16),
];

/** In the page: each Event Timing interaction's longest duration, in `window.__interactions`. */
export function recordInteractions() {
  window.__interactions = new Map();
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      if (!e.interactionId) continue;
      const prev = window.__interactions.get(e.interactionId) ?? 0;
      window.__interactions.set(e.interactionId, Math.max(prev, e.duration));
    }
  }).observe({ type: 'event', buffered: true, durationThreshold: 16 });
}

/** In the page: `window.__afterPaint(done)` calls `done(time)` once the next frame is painted. */
export function defineAfterPaint() {
  window.__afterPaint = (done) =>
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => done(performance.now());
      channel.port2.postMessage(null);
    });
}
