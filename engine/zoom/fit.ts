import type { Bounds } from '../hall/model';
import type { View } from '../render/view';

/** d3-zoom's transform (`k`, `x`, `y`) applied on top of the fitted view. */
export interface ZoomState {
  k: number;
  x: number;
  y: number;
}

export const identityZoom: ZoomState = { k: 1, x: 0, y: 0 };

/** Room left around the hall at scale 1, in CSS pixels. */
export const FIT_PADDING_PX = 12;

/** The view that shows all of `bounds` centred in a `width`×`height` box: zoom scale 1. */
export function fitView(bounds: Bounds, width: number, height: number, padding = FIT_PADDING_PX): View {
  const bw = Math.max(bounds.maxX - bounds.minX, 1e-6);
  const bh = Math.max(bounds.maxY - bounds.minY, 1e-6);
  const pad = Math.min(padding, width / 4, height / 4);
  const k = Math.max(1e-6, Math.min((width - 2 * pad) / bw, (height - 2 * pad) / bh));
  return { k, x: (width - bw * k) / 2 - bounds.minX * k, y: (height - bh * k) / 2 - bounds.minY * k };
}

/** Hall → screen for a zoom state over the fitted view. */
export function composeView(fit: View, z: ZoomState): View {
  return { k: z.k * fit.k, x: z.k * fit.x + z.x, y: z.k * fit.y + z.y };
}

/** The zoom state that gives `view` over `fit`. */
export function zoomForView(fit: View, view: View): ZoomState {
  const k = view.k / fit.k;
  return { k, x: view.x - k * fit.x, y: view.y - k * fit.y };
}

/**
 * What d3-zoom's default constrain does with translateExtent = extent = the box: the
 * fitted hall's box always covers the screen, so the hall cannot be pushed out of view.
 */
export function clampZoom(z: ZoomState, width: number, height: number, minK: number, maxK: number): ZoomState {
  const k = Math.min(maxK, Math.max(minK, z.k));
  const clamp = (v: number, size: number) => (k >= 1 ? Math.min(0, Math.max(size - size * k, v)) : (size - size * k) / 2);
  return { k, x: clamp(z.x, width), y: clamp(z.y, height) };
}

/**
 * The zoom state that centres hall point (`wx`, `wy`) at total scale `k` (zoom units).
 */
export function zoomCentredOn(fit: View, wx: number, wy: number, k: number, width: number, height: number): ZoomState {
  const pxPerUnit = k * fit.k;
  return { k, x: width / 2 - wx * pxPerUnit - k * fit.x, y: height / 2 - wy * pxPerUnit - k * fit.y };
}

/** The zoom scale at which `bounds` fills the box (with padding). */
export function zoomToFit(fit: View, bounds: Bounds, width: number, height: number, padding = FIT_PADDING_PX * 2): number {
  return fitView(bounds, width, height, padding).k / fit.k;
}

/**
 * Between two zoom states for animation: scale moves geometrically and the hall point at
 * the centre of the box moves linearly, so a zoom-in does not swing sideways.
 */
export function interpolateZoomState(fit: View, a: ZoomState, b: ZoomState, t: number, width: number, height: number): ZoomState {
  if (t <= 0) return a;
  if (t >= 1) return b;
  const va = composeView(fit, a);
  const vb = composeView(fit, b);
  const ca = { x: (width / 2 - va.x) / va.k, y: (height / 2 - va.y) / va.k };
  const cb = { x: (width / 2 - vb.x) / vb.k, y: (height / 2 - vb.y) / vb.k };
  const k = a.k * Math.pow(b.k / a.k, t);
  return zoomCentredOn(fit, ca.x + (cb.x - ca.x) * t, ca.y + (cb.y - ca.y) * t, k, width, height);
}

/** Ease in-out, for short programmatic zooms. */
export function easeCubicInOut(t: number): number {
  return t < 0.5 ? 4 * t * t * t : 1 - Math.pow(-2 * t + 2, 3) / 2;
}
