/**
 * Runs `fn` when the page is idle (soon after the current frame where there is no idle
 * callback); returns a cancel. For work that must not land in a frame the buyer is
 * watching: preparing canvases for the next picture or tap.
 */
export function whenIdle(fn: (deadline?: IdleDeadline) => void, timeoutMs = 500): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(fn, { timeout: timeoutMs });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(fn, 0);
  return () => clearTimeout(id);
}
