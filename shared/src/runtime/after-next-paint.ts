/**
 * Runs `run` in a task after the browser's next frame: what the page has just rendered is painted
 * first, and `run` follows within a frame. A hidden page paints no frames, so there it runs in a
 * task of its own. Returns what cancels it.
 */
export function afterNextPaint(run: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  if (document.visibilityState === 'hidden' || typeof requestAnimationFrame !== 'function') {
    timer = setTimeout(run, 0);
    return () => clearTimeout(timer);
  }
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(run, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}
