// What is under a pointer: a seat first, then a standing area, then a sector. Seats are
// small on a phone, so a tap reaches further than the drawn seat: the hit radius is the
// larger of the seat's own r and a minimum on-screen radius.

import type { HallGeometry } from '../hall/model';
import type { SeatIndex } from '../spatial/seat-index';

/** Minimum hit radius in CSS px: a mouse pointer is precise, a finger is not. */
export const MOUSE_HIT_PX = 6;
export const TOUCH_HIT_PX = 16;

export type Hit =
  | { kind: 'seat'; index: number }
  | { kind: 'stand'; id: number }
  | { kind: 'sector'; sectorIndex: number }
  | null;

export interface HitOptions {
  touch?: boolean;
  /** Only seats passing this test can be hit (for example: not unavailable). */
  filter?: (index: number) => boolean;
}

/**
 * `point` is in root coordinates; `scale` is CSS px per root unit (the current zoom),
 * used to turn the on-screen minimum radius into root units.
 */
export function hitTest(model: HallGeometry, index: SeatIndex, point: { x: number; y: number }, scale: number, options: HitOptions = {}): Hit {
  const { x, y } = point;
  if (!Number.isFinite(x) || !Number.isFinite(y)) return null;
  const px = options.touch ? TOUCH_HIT_PX : MOUSE_HIT_PX;
  const minR = scale > 0 && Number.isFinite(scale) ? px / scale : 0;
  const seat = index.closest(x, y, Math.max(minR, index.maxRadius), (d, r) => d <= Math.max(r, minR), options.filter);
  if (seat >= 0) return { kind: 'seat', index: seat };
  const stand = index.standAt(x, y);
  if (stand >= 0) return { kind: 'stand', id: model.stands[stand]!.id };
  const sector = index.sectorAt(x, y);
  return sector >= 0 ? { kind: 'sector', sectorIndex: sector } : null;
}
