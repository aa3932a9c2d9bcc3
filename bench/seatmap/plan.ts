import type { HallModel } from '../../engine/hall/model';
import { levelOfDetail, medianSeatRadius } from '../../engine/lod/lod';
import { seatsThreshold } from '../../engine/lod/seats-threshold';
import { fitView } from '../../engine/zoom/fit';
import { zoomLimits, type ZoomLimits } from '../../engine/zoom/limits';
import type { ScriptPlan } from './script';

/** The pinches aim this far past seat level (within the maximum), so the taps land among finger-sized seats. */
const PAST_SEAT_LEVEL = 1.1;
/** Keep the pinch's fingers (up to 280 px apart, on a diagonal) on the screen. */
const PINCH_EDGE_PX = 110;

/** The nearest seat to a hall point (linear: this runs once, before anything is timed). */
export function nearestSeat(model: Pick<HallModel, 'seatCount' | 'x' | 'y'>, x: number, y: number, skip?: (i: number) => boolean): number | null {
  let best: number | null = null;
  let bestD = Infinity;
  for (let i = 0; i < model.seatCount; i++) {
    if (skip?.(i)) continue;
    const d = (model.x[i]! - x) ** 2 + (model.y[i]! - y) ** 2;
    if (d < bestD) {
      bestD = d;
      best = i;
    }
  }
  return best;
}

/** The engine's zoom limits for a hall in a box: every map of the bench zooms within them. */
export function hallZoomLimits(model: HallModel, width: number, height: number): ZoomLimits {
  const radius = medianSeatRadius(model);
  return zoomLimits({
    fitPxPerUnit: fitView(model.bounds, width, height).k,
    seatRadius: radius,
    seatsPxPerUnit: seatsThreshold((px) => levelOfDetail(px, model.meta, radius)),
    zoommax: model.meta.zoommax,
  });
}

/**
 * Where the same input goes for every map of a hall: pinch at a seat of the upper stand
 * down to seat level (the engine's: seats drawn and finger-sized). Client coordinates for
 * a map filling `width`×`height` at (0, 0).
 */
export function scriptPlan(model: HallModel, width: number, height: number): ScriptPlan {
  const fit = fitView(model.bounds, width, height);
  const limits = hallZoomLimits(model, width, height);
  const targetScale = Math.min(limits.maxScale * 0.98, limits.seatLevel * PAST_SEAT_LEVEL);
  const b = model.bounds;
  const seat = nearestSeat(model, (b.minX + b.maxX) / 2, b.minY + (b.maxY - b.minY) * 0.12);
  const at = seat === null ? { x: width / 2, y: height / 2 } : { x: model.x[seat]! * fit.k + fit.x, y: model.y[seat]! * fit.k + fit.y };
  const clamp = (v: number, size: number) => Math.min(size - PINCH_EDGE_PX, Math.max(PINCH_EDGE_PX, v));
  return { width, height, targetScale, pinchCentre: { x: clamp(at.x, width), y: clamp(at.y, height) } };
}
