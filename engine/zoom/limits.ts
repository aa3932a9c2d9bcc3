import { fingerPxPerUnit } from '../lod/touch-size';
import { BUTTON_STEP, maxScaleFor } from './constants';

/** A zoom button reaches seats a finger can choose from the whole hall in this many taps. */
export const BUTTON_TAPS_TO_SEATS = 4;
/** Zooms that go to seats go this far past finger-sized, so that seats are not borderline. */
export const SEAT_LEVEL_MARGIN = 1.15;
/** Room to zoom in past seat level where the platform's maximum would stop short of it. */
export const PAST_SEAT_LEVEL = 1.5;

/** The zoom's limits for one hall in one box (they change with the box: scale 1 is the fit). */
export interface ZoomLimits {
  /** The zoom scale (1 = the fitted hall) at which seats are drawn and finger-sized, with the margin. */
  seatLevel: number;
  /** The platform's `zoommax` (24 by default), raised to 1.5 × seat level where that is short of it. */
  maxScale: number;
  /**
   * One zoom-button tap multiplies the scale by `(1 + 0.1)^buttonSteps`: the platform's step
   * taken `buttonSteps` times at once, the fewest for which four taps reach seat level.
   */
  buttonSteps: number;
  buttonFactor: number;
}

export interface ZoomLimitsInput {
  /** CSS px per hall unit at scale 1. */
  fitPxPerUnit: number;
  /** The hall's median seat radius, hall units (0: no seats). */
  seatRadius: number;
  /** CSS px per hall unit at which the LOD starts drawing seats (Infinity: never). */
  seatsPxPerUnit: number;
  zoommax: number | undefined;
}

export function zoomLimits({ fitPxPerUnit, seatRadius, seatsPxPerUnit, zoommax }: ZoomLimitsInput): ZoomLimits {
  const specMax = maxScaleFor(zoommax);
  const px = Math.max(fingerPxPerUnit(seatRadius), Number.isFinite(seatsPxPerUnit) ? seatsPxPerUnit : 0);
  const seatLevel = Number.isFinite(px) && fitPxPerUnit > 0 ? Math.max(1, (px * SEAT_LEVEL_MARGIN) / fitPxPerUnit) : specMax;
  const maxScale = Math.max(specMax, seatLevel * PAST_SEAT_LEVEL);
  const perStep = Math.log(1 + BUTTON_STEP);
  // The small epsilon keeps a seat level that is an exact power from costing a step more.
  const buttonSteps = Math.max(1, Math.ceil(Math.log(seatLevel) / (BUTTON_TAPS_TO_SEATS * perStep) - 1e-9));
  return { seatLevel, maxScale, buttonSteps, buttonFactor: Math.pow(1 + BUTTON_STEP, buttonSteps) };
}
