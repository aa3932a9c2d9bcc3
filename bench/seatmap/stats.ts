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

/** The longest sample; null for none. */
export function worst(samples: readonly number[]): number | null {
  const xs = samples.filter((x) => Number.isFinite(x));
  return xs.length ? Math.max(...xs) : null;
}

/** A frame the user sees as a stall: the main thread held it past 50 ms (the RAIL budget for a response). */
export const LONG_FRAME_MS = 50;

/** How many samples exceed `limit`. */
export function countOver(samples: readonly number[], limit = LONG_FRAME_MS): number {
  return samples.filter((x) => x > limit).length;
}

/** The share (0…1) of the time these frames span that went to frames over `limit`; null for none. */
export function shareOver(samples: readonly number[], limit = LONG_FRAME_MS): number | null {
  let total = 0;
  let long = 0;
  for (const x of samples) {
    if (!Number.isFinite(x)) continue;
    total += x;
    if (x > limit) long += x;
  }
  return total > 0 ? long / total : null;
}
