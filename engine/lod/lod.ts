// Level of detail: what the seat map draws at a given zoom.
//
// docs/product/scheme.md: "detail threshold default 500 (map metadata may set zoomporog), or
// 4 in the zoom check". We read the zoom scale as CSS px per hall unit (hall units are about the seat
// spacing / 1.2, seat radius 0.45) and define:
//
// - 'seats' when  pxPerUnit × 100 ≥ zoomporog  OR  the median seat radius on screen ≥ 2 CSS px.
//   The first clause is the platform's threshold (500 → 5 px per unit, seats of 2.25 px);
//   the second lets a hall whose seats are already legible at fit-to-screen skip the sector
//   view, so a 300-seat hall shows seats at once while a stadium starts with sectors.
// - 'seats-and-numbers' additionally when `showseatnumber` is set and the median seat's
//   number fits (`numberFontPx`): the renderer writes a number on exactly the seats for
//   which that same function gives a size, so the LOD never promises numbers it skips.
// - 'sectors' otherwise: sector outlines, standing areas and a cached bitmap of the seats.

import type { HallGeometry, SeatMapSettings } from '../hall/model';

export type LevelOfDetail = 'sectors' | 'seats' | 'seats-and-numbers';

export const SEATS_MIN_RADIUS_PX = 2;
/** A seat number is set at this share of the seat's radius, so it stays inside the disc. */
export const NUMBER_FONT_RATIO = 0.95;
/** Below this font size (CSS px) a number is noise, not a label. */
export const NUMBER_MIN_FONT_PX = 7;
/** The smallest seat radius (CSS px) that carries a number: 7 / 0.95 ≈ 7.4 px. */
export const NUMBERS_MIN_RADIUS_PX = NUMBER_MIN_FONT_PX / NUMBER_FONT_RATIO;
const DEFAULT_ZOOMPOROG = 500;

/**
 * The font size (CSS px, in half pixels: the font string is parsed only when it changes)
 * of the number on a seat of this radius on screen, or 0 when no legible number fits.
 */
export function numberFontPx(radiusPx: number): number {
  if (!(radiusPx >= NUMBERS_MIN_RADIUS_PX)) return 0;
  return Math.max(NUMBER_MIN_FONT_PX, Math.floor(radiusPx * NUMBER_FONT_RATIO * 2) / 2);
}

export function levelOfDetail(pxPerUnit: number, meta: SeatMapSettings, medianSeatRadius: number): LevelOfDetail {
  if (!(pxPerUnit > 0)) return 'sectors';
  const threshold = meta.zoomporog > 0 ? meta.zoomporog : DEFAULT_ZOOMPOROG;
  const radiusPx = medianSeatRadius > 0 ? medianSeatRadius * pxPerUnit : 0;
  const seats = pxPerUnit * 100 >= threshold || radiusPx >= SEATS_MIN_RADIUS_PX;
  if (!seats) return 'sectors';
  return meta.showseatnumber && numberFontPx(radiusPx) > 0 ? 'seats-and-numbers' : 'seats';
}

/** The median seat radius in root units (0 for a hall without seats); sampled for big halls. */
export function medianSeatRadius(model: Pick<HallGeometry, 'r' | 'seatCount'>): number {
  const n = model.seatCount;
  if (n === 0) return 0;
  const step = Math.max(1, Math.floor(n / 2001));
  const sample = new Float64Array(Math.ceil(n / step));
  for (let i = 0, j = 0; i < n; i += step) sample[j++] = model.r[i]!;
  // A typed array sorts by number natively: no comparator called ~20,000 times in code
  // that runs once, unoptimised, before a big hall's first paint.
  sample.sort();
  return sample[sample.length >> 1]!;
}

/** CSS px per unit at which `bounds` fits a viewport: the scale a map opens at. */
export function fitScale(bounds: { minX: number; minY: number; maxX: number; maxY: number }, width: number, height: number): number {
  const w = bounds.maxX - bounds.minX;
  const h = bounds.maxY - bounds.minY;
  if (!(w > 0 && h > 0 && width > 0 && height > 0)) return 1;
  return Math.min(width / w, height / h);
}
