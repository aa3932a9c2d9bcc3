/** Zoom constants (docs/product/scheme.md), in d3-zoom's terms. */

/** Scale 1 is the whole hall fitted to the box; the user never zooms out past it. */
export const ZOOM_MIN = 1;
/** The default maximum; the map's `zoommax` overrides it. */
export const ZOOM_MAX = 24;
/**
 * The platform's wheel speed, in the sense of the panzoom library it comes from: one wheel
 * tick of `deltaY` CSS pixels scales by `1 + 0.065 × |deltaY| / 128` (a 100 px notch:
 * ×1.05). See `wheel.ts` for how that becomes d3's `wheelDelta`.
 */
export const WHEEL_SPEED = 0.065;
/**
 * The buttons' step: zoom in multiplies by (1 + 0.1)^n, zoom out divides by it, where n
 * is fixed per hall and box so that four taps go from the whole hall to seats a finger
 * can choose (`limits.ts`; n = 1 where seats are that big at once).
 */
export const BUTTON_STEP = 0.1;
/**
 * A mouse press that moves less than this is a click, not a pan (d3's `clickDistance`;
 * our tap detector uses the same number).
 */
export const CLICK_DISTANCE_PX = 4;
/** A finger wobbles more: a touch that moves less than this is a tap (d3's `tapDistance`). */
export const TAP_DISTANCE_PX = 10;
/** Zooming to a tapped sector, the buttons and `focusSeat` animate briefly. */
export const SECTOR_ZOOM_MS = 300;
export const BUTTON_ZOOM_MS = 220;

export function maxScaleFor(zoommax: number | undefined): number {
  return zoommax !== undefined && Number.isFinite(zoommax) && zoommax > ZOOM_MIN ? zoommax : ZOOM_MAX;
}

/** The scale label: percent of the fitted view. */
export function scalePercent(k: number): number {
  return Math.round(k * 100);
}
