// What a tap does with what it hit. A finger covers several small seats at once: a seat
// drawn smaller than a finger can aim at is never selected by a touch; the tap zooms to
// where it landed instead (to its sector, as a tap on a sector does), so that the next tap
// chooses among seats big enough to tell apart. A mouse pointer is precise: it selects any
// seat the level of detail draws.

import type { LevelOfDetail } from '../lod/lod';
import { fingerSized } from '../lod/touch-size';
import type { Hit } from './hit-test';

export type TapAction =
  | { kind: 'select'; index: number }
  | { kind: 'stand'; id: number }
  /** Zoom to the sector (-1: to the point tapped); `seat`: the seat under the finger, if any. */
  | { kind: 'zoom'; sectorIndex: number; seat: number | null }
  | null;

export interface TapContext {
  lod: LevelOfDetail;
  /** The pointer event's `pointerType`: 'mouse', 'touch' or 'pen'. */
  pointerType: string;
  /** A seat's radius on screen now, CSS px. */
  seatRadiusPx(index: number): number;
  /** The hall's usual (median) seat radius on screen now, CSS px. */
  typicalRadiusPx: number;
  sectorOf(index: number): number;
  /** False at the largest scale: zooming cannot help there, so a tap takes what it hits. */
  canZoomIn: boolean;
}

export function tapAction(hit: Hit, c: TapContext): TapAction {
  if (!hit) return null;
  if (hit.kind === 'stand') return { kind: 'stand', id: hit.id };
  const seat = hit.kind === 'seat' ? hit.index : null;
  const sectorIndex = seat !== null ? c.sectorOf(seat) : hit.kind === 'sector' ? hit.sectorIndex : -1;
  // Seats are specks at this zoom: a tap means "take me there".
  if (c.lod === 'sectors') return { kind: 'zoom', sectorIndex, seat };
  const precise = c.pointerType === 'mouse';
  if (seat !== null) {
    if (precise || !c.canZoomIn || fingerSized(c.seatRadiusPx(seat))) return { kind: 'select', index: seat };
    return { kind: 'zoom', sectorIndex, seat };
  }
  // Between seats too small for a finger, the tap is one on the sector.
  return !precise && c.canZoomIn && !fingerSized(c.typicalRadiusPx) ? { kind: 'zoom', sectorIndex, seat: null } : null;
}
