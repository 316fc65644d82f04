/** The most a slice runs: well under a long task (50 ms), even with the idle period longer. */
const SLICE_MS = 8;

/**
 * Runs `steps` to their end in slices of idle time (a timer's turn where the browser has no idle
 * callbacks), then hands their result to `done`; a slice ends at its time, so no step of the work
 * is part of a long task unless one step is. Returns a cancel, after which `done` is not called.
 */
export function inIdleSlices<T>(steps: Generator<void, T>, done: (result: T) => void): () => void {
  let cancelled = false;
  let handle = 0;
  const idle = typeof window.requestIdleCallback === 'function';
  const schedule = () => {
    handle = idle ? window.requestIdleCallback(slice) : window.setTimeout(slice, 0);
  };
  const slice = (deadline?: IdleDeadline) => {
    if (cancelled) return;
    const end = performance.now() + Math.min(SLICE_MS, deadline?.timeRemaining() ?? SLICE_MS);
    do {
      const step = steps.next();
      if (step.done) {
        done(step.value);
        return;
      }
    } while (performance.now() < end);
    schedule();
  };
  schedule();
  return () => {
    cancelled = true;
    if (idle) window.cancelIdleCallback(handle);
    else window.clearTimeout(handle);
  };
}

/** Runs `steps` to their end at once. */
export function runToEnd<T>(steps: Generator<void, T>): T {
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}
