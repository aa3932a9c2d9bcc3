import { describe, expect, it } from 'vitest';
import { FINGER_TARGET_PX } from '../lod/touch-size';
import { tapAction, type TapContext } from './tap-action';

/** Seat 0 drawn at `radiusPx`, in sector 3; seats drawn, zooming possible, a finger. */
function ctx(radiusPx: number, over: Partial<TapContext> = {}): TapContext {
  return { lod: 'seats', pointerType: 'touch', seatRadiusPx: () => radiusPx, typicalRadiusPx: radiusPx, sectorOf: () => 3, canZoomIn: true, ...over };
}
const seat = { kind: 'seat', index: 0 } as const;

describe('a tap: select or zoom', () => {
  it('selects a seat a finger can aim at (8 CSS px across) and zooms to a smaller one instead', () => {
    const edge = FINGER_TARGET_PX / 2;
    expect(tapAction(seat, ctx(edge))).toEqual({ kind: 'select', index: 0 });
    expect(tapAction(seat, ctx(edge + 3))).toEqual({ kind: 'select', index: 0 });
    expect(tapAction(seat, ctx(edge - 0.01))).toEqual({ kind: 'zoom', sectorIndex: 3, seat: 0 });
    // The 4–6 px seats a finger used to select from the opening view.
    expect(tapAction(seat, ctx(2.5))).toEqual({ kind: 'zoom', sectorIndex: 3, seat: 0 });
  });

  it('lets a mouse select any seat that is drawn: its pointer is precise', () => {
    expect(tapAction(seat, ctx(2.5, { pointerType: 'mouse' }))).toEqual({ kind: 'select', index: 0 });
    expect(tapAction(seat, ctx(2.5, { pointerType: 'pen' }))).toMatchObject({ kind: 'zoom' });
  });

  it('zooms to the sector when only sectors are drawn, whatever the pointer and the hit', () => {
    expect(tapAction(seat, ctx(20, { lod: 'sectors' }))).toEqual({ kind: 'zoom', sectorIndex: 3, seat: 0 });
    expect(tapAction({ kind: 'sector', sectorIndex: 5 }, ctx(1, { lod: 'sectors', pointerType: 'mouse' }))).toEqual({ kind: 'zoom', sectorIndex: 5, seat: null });
  });

  it('between small seats zooms as on the sector; between finger-sized ones does nothing', () => {
    const sector = { kind: 'sector', sectorIndex: 5 } as const;
    expect(tapAction(sector, ctx(2.5))).toEqual({ kind: 'zoom', sectorIndex: 5, seat: null });
    expect(tapAction(sector, ctx(6))).toBeNull();
    expect(tapAction(sector, ctx(2.5, { pointerType: 'mouse' }))).toBeNull();
  });

  it('at the largest scale takes the seat it hits: zooming cannot help any more', () => {
    expect(tapAction(seat, ctx(2.5, { canZoomIn: false }))).toEqual({ kind: 'select', index: 0 });
  });

  it('opens standing areas at any size and ignores taps on nothing', () => {
    expect(tapAction({ kind: 'stand', id: 900 }, ctx(1))).toEqual({ kind: 'stand', id: 900 });
    expect(tapAction({ kind: 'stand', id: 900 }, ctx(1, { lod: 'sectors' }))).toEqual({ kind: 'stand', id: 900 });
    expect(tapAction(null, ctx(1))).toBeNull();
  });
});
