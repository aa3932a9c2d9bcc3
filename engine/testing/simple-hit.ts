import type { HallModel } from '../hall/model';
import type { Hit } from '../seatmap/types';
import { linearIndex } from './linear-index';

/** A plain hit test for seat-map tests: seat (with a touch slop), else stand, else sector. */
export function simpleHitTest(model: HallModel) {
  const index = linearIndex(model);
  return (point: { x: number; y: number }, pxPerUnit: number, touch: boolean): Hit => {
    const slop = (touch ? 10 : 2) / pxPerUnit;
    const seat = index.nearest(point.x, point.y, 0.45 + slop);
    if (seat >= 0) return { kind: 'seat', index: seat };
    const inside = (b: { minX: number; minY: number; maxX: number; maxY: number }) =>
      point.x >= b.minX && point.x <= b.maxX && point.y >= b.minY && point.y <= b.maxY;
    const stand = model.stands.find((s) => inside(s.outline.bounds));
    if (stand) return { kind: 'stand', id: stand.id };
    const sectorIndex = model.sectors.findIndex((s) => inside(s.bounds));
    return sectorIndex >= 0 ? { kind: 'sector', sectorIndex } : null;
  };
}
