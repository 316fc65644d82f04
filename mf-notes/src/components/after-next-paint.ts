/**
 * Runs `callback` once the browser has painted the current frame, or after `fallbackMs` where no
 * frame comes (a hidden tab, or no rendering at all as in jsdom). Returns a cancel function.
 */
export function afterNextPaint(callback: () => void, fallbackMs = 250): () => void {
  let settled = false;
  const run = () => {
    if (settled) return;
    settled = true;
    callback();
  };
  // A frame callback runs before that frame's paint; a task queued from it runs after the paint.
  let afterFrame: ReturnType<typeof setTimeout> | undefined;
  const frame =
    typeof requestAnimationFrame === 'function'
      ? requestAnimationFrame(() => {
          afterFrame = setTimeout(run, 0);
        })
      : undefined;
  const fallback = setTimeout(run, fallbackMs);
  return () => {
    settled = true;
    if (frame !== undefined) cancelAnimationFrame(frame);
    clearTimeout(afterFrame);
    clearTimeout(fallback);
  };
}
