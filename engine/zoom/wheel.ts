import { WHEEL_SPEED } from './constants';

/** CSS pixels per wheel line and page (deltaMode 1 and 2), as browsers scroll them. */
const LINE_PX = 40;
const PAGE_PX = 800;
/** No single wheel event scales by more than 25% (a fast flick must stay controllable). */
const MAX_STEP = 0.25;
/** Trackpad pinches arrive as wheel events with ctrlKey and small deltas (d3 does the same ×10). */
const PINCH_BOOST = 10;

/**
 * The factor one wheel event scales by: `1 + speed × |Δpx| / 128`, capped at 1.25, and its
 * reciprocal when scrolling down, so that a tick in and a tick out cancel exactly.
 */
export function wheelScaleFactor(deltaY: number, deltaMode: number, ctrlKey: boolean, speed = WHEEL_SPEED): number {
  let px = deltaY * (deltaMode === 1 ? LINE_PX : deltaMode === 2 ? PAGE_PX : 1);
  if (ctrlKey) px *= PINCH_BOOST;
  if (!Number.isFinite(px) || px === 0) return 1;
  const step = 1 + Math.min(MAX_STEP, (speed * Math.abs(px)) / 128);
  return px < 0 ? step : 1 / step;
}

/**
 * d3-zoom scales by `2^wheelDelta(event)`, so the platform's speed maps to
 * `wheelDelta = log2(wheelScaleFactor(…))`.
 */
export function wheelDelta(event: WheelEvent): number {
  return Math.log2(wheelScaleFactor(event.deltaY, event.deltaMode, event.ctrlKey));
}
