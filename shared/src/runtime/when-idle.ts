/**
 * Runs `run` once the page is idle (at the latest after `timeoutMs`), and returns what cancels it.
 * Browsers without `requestIdleCallback` (Safari) run it in a task of its own.
 */
export function whenIdle(run: () => void, timeoutMs: number): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(run, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(run, 1);
  return () => window.clearTimeout(handle);
}
