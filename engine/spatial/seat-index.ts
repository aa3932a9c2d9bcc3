// The spatial index over a hall: one rbush of seat discs, bulk-loaded once (seats never
// move; packed along a Hilbert curve, see hilbert-pack.ts), an index → item array, a small
// rbush of sector bounds, and point-in-area tests for standing areas and sector outlines on
// their flattened paths.

import RBush from 'rbush';
import type { Bounds, HallGeometry, Outline } from '../hall/model';
import { parsePathData } from '../hall/path-data';
import { flattenPath, pointInRings } from '../hall/path-geometry';
import type { PackedNode } from './hilbert-pack';
import { MAX_PACKED_ITEMS, hilbertPack } from './hilbert-pack';

interface Item {
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
  /** Seat index, or sector index in the sector tree. */
  i: number;
}

/** Wider nodes build faster and search about as fast for points this evenly spread. */
const NODE_SIZE = 16;

export class SeatIndex {
  /** The largest seat radius: how far beyond a query box a seat's centre may lie. */
  readonly maxRadius: number;
  private readonly seats = new RBush<Item>(NODE_SIZE);
  private readonly sectors = new RBush<Item>();
  private readonly items: Item[];
  private readonly rings = new Map<Outline, Float64Array[]>();
  /** Reused by `closest`, which runs on every pointer move. */
  private readonly scratch: number[] = [];

  private constructor(private readonly model: HallGeometry) {
    const { x, y, r, seatCount } = model;
    const items = new Array<Item>(seatCount);
    let maxR = 0;
    for (let i = 0; i < seatCount; i++) {
      const ri = r[i]!;
      if (ri > maxR) maxR = ri;
      items[i] = { minX: x[i]! - ri, minY: y[i]! - ri, maxX: x[i]! + ri, maxY: y[i]! + ri, i };
    }
    this.items = items;
    this.maxRadius = maxR;
    if (seatCount > 0 && seatCount <= MAX_PACKED_ITEMS) this.seats.fromJSON(hilbertPack(items, NODE_SIZE));
    else this.seats.load(items);
    this.sectors.load(model.sectors.map((s, i) => ({ ...s.bounds, i })));
  }

  static fromModel(model: HallGeometry): SeatIndex {
    return new SeatIndex(model);
  }

  /**
   * Indices of seats whose disc meets `b` (unordered). Walks rbush's tree itself so that a
   * viewport holding most of a stadium costs one array of numbers, not two arrays.
   */
  search(b: Bounds, out: number[] = []): number[] {
    const { minX, minY, maxX, maxY } = b;
    let node = this.seats.toJSON() as PackedNode<Item>;
    if (!intersects(node, minX, minY, maxX, maxY)) return out;
    const stack: PackedNode<Item>[] = [];
    for (;;) {
      const children = node.children;
      if (node.leaf) {
        for (const c of children as Item[]) if (c.minX <= maxX && c.minY <= maxY && c.maxX >= minX && c.maxY >= minY) out.push(c.i);
      } else {
        for (const c of children as PackedNode<Item>[]) if (intersects(c, minX, minY, maxX, maxY)) stack.push(c);
      }
      const next = stack.pop();
      if (!next) return out;
      node = next;
    }
  }

  /** The disc bounds of one seat, as indexed. */
  seatBounds(index: number): Bounds | undefined {
    return this.items[index];
  }

  /**
   * The seat nearest to (x, y) among those whose centre lies within `radius` + their own r,
   * or -1. "Nearest" is by distance to the seat's edge (d − r), which for equal radii is
   * the distance to the centre; a point inside a drawn seat therefore picks that seat.
   * Ties go to the lower index.
   */
  nearest(x: number, y: number, radius: number, filter?: (index: number) => boolean): number {
    return this.closest(x, y, radius + this.maxRadius, (d, r) => d <= radius + r, filter);
  }

  /**
   * Like `nearest`, with `reach(d, r)` deciding whether a seat at centre distance d with
   * radius r qualifies; `extent` bounds how far a qualifying centre can be.
   */
  closest(x: number, y: number, extent: number, reach: (d: number, r: number) => boolean, filter?: (index: number) => boolean): number {
    const { x: xs, y: ys, r: rs } = this.model;
    let best = -1;
    let bestScore = Infinity;
    const candidates = this.search({ minX: x - extent, minY: y - extent, maxX: x + extent, maxY: y + extent }, this.scratch);
    for (const i of candidates) {
      const r = rs[i]!;
      const d = Math.hypot(x - xs[i]!, y - ys[i]!);
      if (!reach(d, r) || (filter && !filter(i))) continue;
      const score = d - r;
      if (score < bestScore || (score === bestScore && i < best)) {
        best = i;
        bestScore = score;
      }
    }
    candidates.length = 0;
    return best;
  }

  /** Indices of sectors whose bounds meet `b`. */
  searchSectors(b: Bounds): number[] {
    return this.sectors.search(b).map((item) => item.i);
  }

  /** The sector under a point: inside its outline, or its bounds when it has none; -1 if none. */
  sectorAt(x: number, y: number): number {
    let found = -1;
    for (const item of this.sectors.search({ minX: x, minY: y, maxX: x, maxY: y })) {
      const outline = this.model.sectors[item.i]!.outline;
      // Later sectors are drawn on top, so the highest index wins.
      if (item.i > found && (!outline || this.inside(outline, x, y))) found = item.i;
    }
    return found;
  }

  /** Index into `model.stands` of the standing area under a point, -1 if none. */
  standAt(x: number, y: number): number {
    const stands = this.model.stands;
    for (let k = stands.length - 1; k >= 0; k--) {
      if (this.inside(stands[k]!.outline, x, y)) return k;
    }
    return -1;
  }

  private inside(outline: Outline, x: number, y: number): boolean {
    const b = outline.bounds;
    if (x < b.minX || x > b.maxX || y < b.minY || y > b.maxY) return false;
    let rings = this.rings.get(outline);
    if (!rings) {
      rings = flattenPath(parsePathData(outline.d), outline.matrix);
      this.rings.set(outline, rings);
    }
    return pointInRings(rings, x, y, outline.evenOdd);
  }
}

function intersects(n: Bounds, minX: number, minY: number, maxX: number, maxY: number): boolean {
  return n.minX <= maxX && n.minY <= maxY && n.maxX >= minX && n.maxY >= minY;
}
