import type { LevelOfDetail } from './lod';

/**
 * The smallest pixels-per-unit at which the LOD shows seats, found by bisection so that
 * the engine works with whatever rule `levelOfDetail` applies. Infinity when it never does.
 */
export function seatsThreshold(levelOfDetail: (pxPerUnit: number) => LevelOfDetail, lo = 1e-4, hi = 1e5): number {
  if (levelOfDetail(hi) === 'sectors') return Infinity;
  if (levelOfDetail(lo) !== 'sectors') return lo;
  for (let n = 0; n < 60 && hi / lo > 1.0001; n++) {
    const mid = Math.sqrt(lo * hi);
    if (levelOfDetail(mid) === 'sectors') lo = mid;
    else hi = mid;
  }
  return hi;
}
