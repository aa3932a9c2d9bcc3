// The seats and sectors a hall SVG declares, as the reader meets them: seats into growable
// columns (in root coordinates, an id seen twice kept at its first drawing), a seat drawn as a
// group finished from its children's bounds and its digits, sectors by their data-sector-id.

import type { HallWarning, Matrix, SectorShape } from './model';
import type { SeatGroup } from './reader-frame';
import { emptyBounds, isEmptyBounds } from './matrix';
import { circleOfBounds } from './shapes';
import { SeatBuffer } from './seat-buffer';
import { joinReadingOrder } from './text-merge';

export class SeatCollector {
  readonly seats = new SeatBuffer();
  readonly indexOf = new Map<number, number>();
  readonly sectors: SectorShape[] = [];
  private readonly sectorById = new Map<number, number>();

  constructor(private readonly warn: (code: HallWarning['code'], id: number) => void) {}

  /** A seat centred at (cx, cy) with radius r in the coordinates `m` takes to the root. */
  add(id: number, m: Matrix, s: number, cx: number, cy: number, r: number, sector: number, row: string, numberText: string, kind = 0): void {
    // One Map operation per seat: a duplicate is noticed by the size not growing, then undone.
    const index = this.seats.count;
    const size = this.indexOf.size;
    this.indexOf.set(id, index);
    if (this.indexOf.size === size) {
      this.indexOf.set(id, this.firstIndexOf(id));
      return this.warn('duplicate-seat-id', id);
    }
    this.seats.push(id, m[0] * cx + m[2] * cy + m[4], m[1] * cx + m[3] * cy + m[5], r * s, sector, row, numberText, kind);
  }

  /** A `<g data-seat-id>` closed: the circle around what it drew, numbered by the digits in it. */
  finishGroup(g: SeatGroup): void {
    if (isEmptyBounds(g.bounds)) return this.warn('seat-without-geometry', g.id);
    const c = circleOfBounds(g.bounds);
    // Digits drawn one by one are joined as they read, whatever order the file has them in.
    const number = joinReadingOrder(g.numberRuns).replace(/\s+/g, '');
    this.add(g.id, g.m, g.s, c.cx, c.cy, c.r, g.sector, g.row, number, g.kind);
  }

  /** The sector's index, created at the first group that names it. */
  sectorIndex(id: number, name: string): number {
    let index = this.sectorById.get(id);
    if (index === undefined) {
      index = this.sectors.length;
      this.sectorById.set(id, index);
      this.sectors.push({ id, name, outline: null, seats: new Int32Array(0), bounds: emptyBounds() });
    }
    return index;
  }

  /** The first drawing of a duplicated id wins (rare: a linear search is fine). */
  private firstIndexOf(id: number): number {
    const ids = this.seats.ids;
    for (let i = 0; i < this.seats.count; i++) if (ids[i] === id) return i;
    return -1;
  }
}
