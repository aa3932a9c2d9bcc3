import type { Bounds, HallModel } from '../hall/model';

/**
 * A brute-force stand-in for SeatIndex (same query shapes) so that render and seat-map
 * tests run on tiny halls without depending on the rbush index.
 */
export function linearIndex(model: HallModel) {
  return {
    search(b: Bounds): Int32Array {
      const out: number[] = [];
      for (let i = 0; i < model.seatCount; i++) {
        const x = model.x[i]!;
        const y = model.y[i]!;
        const r = model.r[i]!;
        if (x + r >= b.minX && x - r <= b.maxX && y + r >= b.minY && y - r <= b.maxY) out.push(i);
      }
      return Int32Array.from(out);
    },
    nearest(x: number, y: number, radius: number, filter?: (index: number) => boolean): number {
      let best = -1;
      let bestD = radius * radius;
      for (let i = 0; i < model.seatCount; i++) {
        const d = (model.x[i]! - x) ** 2 + (model.y[i]! - y) ** 2;
        if (d <= bestD && (!filter || filter(i))) {
          best = i;
          bestD = d;
        }
      }
      return best;
    },
  };
}
