import type { HallModel } from '../../engine/hall/model';
import { levelOfDetail, medianSeatRadius } from '../../engine/lod/lod';
import { seatsThreshold } from '../../engine/seatmap/lod-threshold';
import { maxScaleFor } from '../../engine/zoom/constants';
import { fitView } from '../../engine/zoom/fit';
import type { GesturePlan, Point } from './gesture';

export const PINCH_FRAMES = 48;
export const HOLD_FRAMES = 10;
/** Zoom past the engine's seat threshold by this much, so the gesture ends among seats. */
const PAST_SEATS = 1.5;

/** The seat nearest to a hall point (linear: this runs once, before anything is timed). */
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

/**
 * The same gesture for every map of a hall: pinch at a seat in the upper stand until the
 * engine shows seats (×1.5 past its threshold, within `zoommax`), then pan along the rows
 * and diagonally. Client coordinates for a map filling `width`×`height` at (0, 0).
 */
export function gesturePlan(model: HallModel, width: number, height: number): GesturePlan & { targetScale: number } {
  const fit = fitView(model.bounds, width, height);
  const radius = medianSeatRadius(model);
  const pxSeats = seatsThreshold((px) => levelOfDetail(px, model.meta, radius));
  const maxScale = maxScaleFor(model.meta.zoommax);
  const wanted = Number.isFinite(pxSeats) ? (pxSeats * PAST_SEATS) / fit.k : maxScale;
  const targetScale = Math.min(maxScale * 0.95, Math.max(2, wanted));
  const b = model.bounds;
  const seat = nearestSeat(model, (b.minX + b.maxX) / 2, b.minY + (b.maxY - b.minY) * 0.12);
  const at: Point = seat === null ? { x: width / 2, y: height / 2 } : { x: model.x[seat]! * fit.k + fit.x, y: model.y[seat]! * fit.k + fit.y };
  const pinchCentre = { x: Math.min(width - 40, Math.max(40, at.x)), y: Math.min(height - 120, Math.max(120, at.y)) };
  return {
    targetScale,
    pinchCentre,
    pinchScale: targetScale,
    pinchFrames: PINCH_FRAMES,
    holdFrames: HOLD_FRAMES,
    pans: [
      { from: { x: width * 0.8, y: height * 0.5 }, to: { x: width * 0.8 - 300, y: height * 0.5 }, frames: 48 },
      { from: { x: width * 0.3, y: height * 0.65 }, to: { x: width * 0.3 + 120, y: height * 0.65 - 260 }, frames: 32 },
    ],
  };
}
