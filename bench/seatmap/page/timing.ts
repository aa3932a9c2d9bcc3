/** Resolves after the next frame has been produced: a task queued from inside rAF runs after that frame's paint. */
export function afterNextFrame(): Promise<number> {
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(() => resolve(performance.now()), 0)));
}

/** Thrown when a baseline takes longer than its budget to build. */
export class OutOfTime extends Error {
  constructor(readonly phase: 'build' | 'first-paint', readonly limitMs: number) {
    super(`${phase} did not finish in ${Math.round(limitMs / 1000)} s`);
  }
}

export function deadline(limitMs: number, phase: 'build' | 'first-paint'): () => void {
  const end = performance.now() + limitMs;
  return () => {
    if (performance.now() > end) throw new OutOfTime(phase, limitMs);
  };
}
