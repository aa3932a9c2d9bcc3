/**
 * A standing place's quantity is bounded by the place's quant (places left in
 * the area), the place's per-order limit and the space left in the cart. `held` is what
 * the cart already holds of this area. 0 means nothing can be added.
 */
export function standingMax(p: { quant: number; limit: number; held: number; available: number }): number {
  const n = Math.min(p.quant - p.held, p.limit - p.held, p.available);
  return Number.isFinite(n) ? Math.max(0, Math.floor(n)) : 0;
}

/** The stepper's value kept within 1…max (or 0 when nothing fits); junk becomes 1. */
export function clampQuantity(value: number, max: number): number {
  if (max <= 0) return 0;
  if (!Number.isFinite(value)) return 1;
  return Math.max(1, Math.min(max, Math.round(value)));
}
