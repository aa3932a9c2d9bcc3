// Order statistics for frame times and latencies, shared by the bench page and the runner.

/** The q-quantile (0…1) by linear interpolation between closest ranks; null for no samples. */
export function quantile(samples: readonly number[], q: number): number | null {
  const xs = samples.filter((x) => Number.isFinite(x)).sort((a, b) => a - b);
  if (xs.length === 0) return null;
  const pos = Math.min(1, Math.max(0, q)) * (xs.length - 1);
  const lo = Math.floor(pos);
  const hi = Math.ceil(pos);
  return xs[lo]! + (xs[hi]! - xs[lo]!) * (pos - lo);
}

export const median = (samples: readonly number[]): number | null => quantile(samples, 0.5);
export const p95 = (samples: readonly number[]): number | null => quantile(samples, 0.95);
