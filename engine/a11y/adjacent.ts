// Seats a party can sit in together: the same sector and row, next to each other in the
// order they stand, none taken, no aisle between them. Seat numbers do not say this
// (theatres number odd seats on one side and even on the other), positions do.

import type { HallModel } from '../hall/model';

/**
 * A gap between neighbours this many times the sector's usual spacing is an aisle: a
 * party across it would not be sitting together.
 */
export const AISLE_FACTOR = 1.5;

/** A row of a sector as it stands in the hall. */
export interface SeatRow {
  label: string;
  /** Seat indices in the order they stand along the row (left to right for a level row). */
  seats: number[];
  /** `aisleAfter[k]`: an aisle lies between `seats[k]` and `seats[k + 1]`. */
  aisleAfter: boolean[];
}

/**
 * The rows of a sector, in the order the hall lists them, each with its seats ordered by
 * position: along the row's main direction, which is x for a level row, so a curved or
 * turned row (a stand across the field) is ordered the way it bends.
 */
export function sectorRows(model: HallModel, sectorIndex: number): SeatRow[] {
  const seats = model.sectors[sectorIndex]?.seats;
  if (!seats || seats.length === 0) return [];
  const byLabel = new Map<string, number[]>();
  let current: number[] | undefined;
  let currentLabel: string | undefined;
  for (const i of seats) {
    const label = model.row[i] ?? '';
    // Seats come row by row: look the row up only when the label changes.
    if (label !== currentLabel) {
      currentLabel = label;
      current = byLabel.get(label);
      if (!current) byLabel.set(label, (current = []));
    }
    current!.push(i);
  }
  const rows = [...byLabel].map(([label, members]) => {
    const ordered = orderAlong(model, members);
    const gaps: number[] = [];
    for (let k = 1; k < ordered.length; k++) gaps.push(distance(model, ordered[k - 1]!, ordered[k]!));
    return { label, seats: ordered, gaps };
  });
  const spacing = median(rows.flatMap((row) => row.gaps));
  return rows.map(({ label, seats: ordered, gaps }) => ({ label, seats: ordered, aisleAfter: gaps.map((gap) => gap > spacing * AISLE_FACTOR) }));
}

const rowsCache = new WeakMap<HallModel, SeatRow[][]>();

/** `sectorRows` of every sector, worked out once per hall (its geometry does not change). */
export function hallRows(model: HallModel): SeatRow[][] {
  let rows = rowsCache.get(model);
  if (!rows) rowsCache.set(model, (rows = model.sectors.map((_, s) => sectorRows(model, s))));
  return rows;
}

function distance(model: HallModel, a: number, b: number): number {
  const dx = model.x[a]! - model.x[b]!;
  const dy = model.y[a]! - model.y[b]!;
  return Math.sqrt(dx * dx + dy * dy);
}

/** Seats sorted along the main axis of their positions, pointing rightwards (downwards when upright). */
function orderAlong(model: HallModel, members: number[]): number[] {
  if (members.length < 2) return members;
  const { x, y } = model;
  let mx = 0;
  let my = 0;
  for (const i of members) {
    mx += x[i]!;
    my += y[i]!;
  }
  mx /= members.length;
  my /= members.length;
  let sxx = 0;
  let syy = 0;
  let sxy = 0;
  for (const i of members) {
    const dx = x[i]! - mx;
    const dy = y[i]! - my;
    sxx += dx * dx;
    syy += dy * dy;
    sxy += dx * dy;
  }
  const angle = 0.5 * Math.atan2(2 * sxy, sxx - syy);
  let ux = Math.cos(angle);
  let uy = Math.sin(angle);
  if (ux < -1e-9 || (Math.abs(ux) <= 1e-9 && uy < 0)) [ux, uy] = [-ux, -uy];
  const at = members.map((i) => (x[i]! - mx) * ux + (y[i]! - my) * uy);
  // Halls list a row's seats from one end to the other: most rows need no sort.
  let up = true;
  let down = true;
  for (let k = 1; k < at.length; k++) {
    if (at[k]! < at[k - 1]!) up = false;
    if (at[k]! > at[k - 1]!) down = false;
  }
  if (up) return members;
  if (down) return [...members].reverse();
  const order = members.map((_, k) => k).sort((a, b) => at[a]! - at[b]! || members[a]! - members[b]!);
  return order.map((k) => members[k]!);
}

/** The usual distance between neighbours; rows of one seat say nothing. */
function median(values: number[]): number {
  if (values.length === 0) return Infinity;
  const sorted = Float64Array.from(values).sort();
  return sorted[Math.floor(sorted.length / 2)]!;
}

/**
 * Every choice of `size` seats together in a row, as runs of seat indices in position
 * order, left to right; overlapping runs are all offered (seats 4–6 and 5–7).
 * `canTake`: whether a seat may go in the cart now (free, priced for the buyer's card).
 */
export function adjacentRuns(row: SeatRow, size: number, canTake: (index: number) => boolean): number[][] {
  const runs: number[][] = [];
  if (size < 1) return runs;
  let streak = 0;
  row.seats.forEach((i, k) => {
    if (k > 0 && row.aisleAfter[k - 1]) streak = 0;
    streak = canTake(i) ? streak + 1 : 0;
    if (streak >= size) runs.push(row.seats.slice(k - size + 1, k + 1));
  });
  return runs;
}

/** How many runs `adjacentRuns` would offer, without building them. */
export function countRuns(row: SeatRow, size: number, canTake: (index: number) => boolean): number {
  if (size < 1) return 0;
  let count = 0;
  let streak = 0;
  row.seats.forEach((i, k) => {
    if (k > 0 && row.aisleAfter[k - 1]) streak = 0;
    streak = canTake(i) ? streak + 1 : 0;
    if (streak >= size) count++;
  });
  return count;
}
