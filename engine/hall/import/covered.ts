// Seats nobody can see: a seat shape that a filled shape drawn after it covers whole (a sound
// desk's box laid over five seats, a pillar) is not a seat for sale, though the file still
// holds it. Only what is drawn later covers: a sector's background drawn first does not.

import type { Outline } from '../model';
import type { Scene } from './scene';
import type { SeatShape } from './seats';
import { PointGrid } from './grid';
import { insideOutline } from './stage';

export interface Covering {
  /** Indices into the seat list of the seats covered, and the shape over each. */
  seats: number[];
  under: Map<number, number>;
  /** Shapes over more than half of the seats: a background layer out of order, not a cover (reported). */
  ignored: number[];
}

const TRANSPARENT = /^(none|transparent|rgba\([^)]*,\s*0(\.0*)?\s*\))$/i;

export function coveredSeats(scene: Scene, seats: readonly SeatShape[], seatShapes: ReadonlySet<number>): Covering {
  const grid = new PointGrid({ x: seats.map((s) => s.x), y: seats.map((s) => s.y), length: seats.length }, Math.max(4 * (seats[0]?.r ?? 1), 1e-9));
  const minR = seats.reduce((m, s) => Math.min(m, s.r), Infinity);
  const cache = new Map<Outline, Float64Array[]>();
  const under = new Map<number, number>();
  const ignored: number[] = [];
  scene.shapes.forEach((shape, k) => {
    if (seatShapes.has(k) || shape.tag === 'use' || shape.tag === 'line' || shape.tag === 'polyline' || shape.fill === null || TRANSPARENT.test(shape.fill.trim())) return;
    if (shape.w < 2 * minR || shape.h < 2 * minR) return;
    const o = shape.outline.bounds;
    const hits: number[] = [];
    for (const i of grid.near(shape.cx, shape.cy, Math.hypot(shape.w, shape.h) / 2)) {
      const s = seats[i]!;
      if (s.shape > k || s.x - s.r < o.minX || s.x + s.r > o.maxX || s.y - s.r < o.minY || s.y + s.r > o.maxY) continue;
      // The centre and four points at 0.7 of the radius: the seat is under it, not beside it.
      const d = 0.7 * s.r;
      const points: [number, number][] = [[s.x, s.y], [s.x - d, s.y], [s.x + d, s.y], [s.x, s.y - d], [s.x, s.y + d]];
      if (points.every(([x, y]) => insideOutline(shape.outline, x, y, cache))) hits.push(i);
    }
    if (hits.length > 0.5 * seats.length) {
      ignored.push(k);
      return;
    }
    for (const i of hits) if (!under.has(i)) under.set(i, k);
  });
  return { seats: [...under.keys()].sort((a, b) => a - b), under, ignored };
}
