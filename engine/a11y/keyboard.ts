// Keyboard movement between the seats of one sector. Pure logic: the map owns focus and
// the accessible list; the shell decides what Enter means and what is announced.
//
// Arrow keys follow the hall's own structure: left/right move along the row, up/down to the
// adjacent row. Which way is "right" comes from how the row lies on screen (seat 1 is at the
// buyer's left facing the stage, which is on the screen's right for a stand across the
// field), and which way is "down" from where the next row lies, so the focus moves the way
// the arrow points whatever the sector's rotation. Across rows, the target is the seat of
// the adjacent row nearest along the current row's direction (its "x"). At the end of a row
// or of the sector, the focus stays where it is.

import type { HallModel } from '../hall/model';

export type Direction = 'left' | 'right' | 'up' | 'down';

interface RowLayout {
  seats: number[];
  /** Unit vector from the row's first seat to its last. */
  ux: number;
  uy: number;
}

interface SectorLayout {
  rows: RowLayout[];
  /** Row and position of each seat of the sector. */
  where: Map<number, { row: number; pos: number }>;
  /** Whether the row after this one lies lower on screen. */
  rowsDown: boolean;
}

export class SeatKeyboard {
  private readonly layouts = new Map<number, SectorLayout>();

  constructor(private readonly model: HallModel) {}

  /** The seat the focus moves to from `from`; `from` itself when there is nowhere to go. */
  move(from: number, direction: Direction): number {
    const sector = this.model.sector[from];
    if (sector === undefined || sector < 0) return from;
    const layout = this.layout(sector);
    const at = layout.where.get(from);
    if (!at) return from;
    const row = layout.rows[at.row]!;
    if (direction === 'left' || direction === 'right') {
      const forward = row.ux > 0 || (row.ux === 0 && row.uy > 0);
      const step = (direction === 'right') === forward ? 1 : -1;
      return row.seats[at.pos + step] ?? from;
    }
    const step = (direction === 'down') === layout.rowsDown ? 1 : -1;
    const next = layout.rows[at.row + step];
    return next ? this.nearestAlong(from, row, next) : from;
  }

  private nearestAlong(from: number, row: RowLayout, next: RowLayout): number {
    const { x, y } = this.model;
    const x0 = x[from]!;
    const y0 = y[from]!;
    let best = from;
    let bestAlong = Infinity;
    let bestAcross = Infinity;
    for (const j of next.seats) {
      const dx = x[j]! - x0;
      const dy = y[j]! - y0;
      const along = Math.abs(dx * row.ux + dy * row.uy);
      const across = Math.abs(dy * row.ux - dx * row.uy);
      if (along < bestAlong - 1e-6 || (Math.abs(along - bestAlong) <= 1e-6 && across < bestAcross)) {
        best = j;
        bestAlong = along;
        bestAcross = across;
      }
    }
    return best;
  }

  private layout(sector: number): SectorLayout {
    let layout = this.layouts.get(sector);
    if (!layout) {
      layout = buildLayout(this.model, sector);
      this.layouts.set(sector, layout);
    }
    return layout;
  }
}

function buildLayout(model: HallModel, sector: number): SectorLayout {
  const { x, y, row: labels } = model;
  const rows: RowLayout[] = [];
  const where = new Map<number, { row: number; pos: number }>();
  let current: number[] = [];
  let label: string | undefined;
  const flush = (): void => {
    if (current.length > 0) rows.push({ seats: current, ux: 0, uy: 0 });
    current = [];
  };
  for (const i of model.sectors[sector]?.seats ?? []) {
    if (labels[i] !== label) flush();
    label = labels[i];
    where.set(i, { row: rows.length, pos: current.length });
    current.push(i);
  }
  flush();
  // A row's direction from its ends; single-seat rows borrow the sector's mean direction.
  let mx = 0;
  let my = 0;
  for (const r of rows) {
    const a = r.seats[0]!;
    const b = r.seats[r.seats.length - 1]!;
    const len = Math.hypot(x[b]! - x[a]!, y[b]! - y[a]!);
    if (len > 0) {
      r.ux = (x[b]! - x[a]!) / len;
      r.uy = (y[b]! - y[a]!) / len;
      mx += r.ux;
      my += r.uy;
    }
  }
  const mlen = Math.hypot(mx, my);
  for (const r of rows) {
    if (r.ux === 0 && r.uy === 0) [r.ux, r.uy] = mlen > 0 ? [mx / mlen, my / mlen] : [1, 0];
  }
  const centre = (r: RowLayout): [number, number] => {
    let cx = 0;
    let cy = 0;
    for (const i of r.seats) {
      cx += x[i]!;
      cy += y[i]!;
    }
    return [cx / r.seats.length, cy / r.seats.length];
  };
  let rowsDown = true;
  if (rows.length > 1) {
    const [, y0] = centre(rows[0]!);
    const [, y1] = centre(rows[rows.length - 1]!);
    rowsDown = y1 >= y0;
  }
  return { rows, where, rowsDown };
}

/** One-off form of SeatKeyboard.move, for callers that do not keep a SeatKeyboard. */
export function moveSeatFocus(model: HallModel, from: number, direction: Direction): number {
  return new SeatKeyboard(model).move(from, direction);
}
