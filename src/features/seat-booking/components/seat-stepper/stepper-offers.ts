import { adjacentRuns, countRuns, type SeatRow } from '../../../../../engine';
import { SeatStatus, type HallModel } from '../../../../../engine';

/** What the step-through list may offer of each seat now. */
export interface Availability {
  /** Free, not in the cart, and sold to the buyer's card. */
  canTake(index: number): boolean;
  /** In the cart. */
  held(index: number): boolean;
  /** The seat's price for the buyer's card, or null. */
  price(index: number): number | null;
}

/**
 * The cart is the truth about what is chosen: the map's status of a seat just added or
 * removed is written after this render, so only "taken" is read from the model. Worked out
 * once for the whole hall (a stadium has 60,000 seats), then read by index.
 */
export function availability(model: HallModel, heldIds: ReadonlySet<number>, zonePrice: (zone: number) => number | null, only?: (i: number) => boolean): Availability {
  const n = model.seatCount;
  const prices = new Float64Array(n).fill(NaN);
  const take = new Uint8Array(n);
  const heldAt = new Uint8Array(n);
  for (const id of heldIds) {
    const i = model.indexOf.get(id);
    if (i !== undefined) heldAt[i] = 1;
  }
  for (let i = 0; i < n; i++) {
    const zone = model.cat[i]!;
    const price = zone >= 0 ? zonePrice(zone) : null;
    if (price === null) continue;
    prices[i] = price;
    if (model.status[i] !== SeatStatus.unavailable && heldAt[i] === 0 && (!only || only(i))) take[i] = 1;
  }
  return {
    canTake: (i) => take[i] === 1,
    held: (i) => heldAt[i] === 1,
    price: (i) => (Number.isNaN(prices[i]!) ? null : prices[i]!),
  };
}

export interface GroupOffer {
  /** Seats that can be taken. */
  free: number;
  /** Choices of `size` seats together. */
  runs: number;
  /** The lowest price among the free seats, or null. */
  minPrice: number | null;
  /** Seats in the cart. */
  held: number;
}

export function rowsOffer(rows: readonly SeatRow[], size: number, a: Availability): GroupOffer {
  let free = 0;
  let runs = 0;
  let minPrice: number | null = null;
  let held = 0;
  for (const row of rows) {
    runs += countRuns(row, size, a.canTake);
    for (const i of row.seats) {
      if (a.held(i)) held++;
      if (!a.canTake(i)) continue;
      free++;
      const p = a.price(i)!;
      if (minPrice === null || p < minPrice) minPrice = p;
    }
  }
  return { free, runs, minPrice, held };
}

export type SeatItem =
  /** `size` free seats together, in position order, and what they cost together. */
  | { kind: 'run'; seats: number[]; price: number }
  /** A seat of the row already in the cart. */
  | { kind: 'held'; seat: number; price: number | null };

/** A row's choices for a party of `size`, and its seats in the cart, in position order. */
export function rowItems(row: SeatRow, size: number, a: Availability): SeatItem[] {
  const at = new Map(row.seats.map((i, k) => [i, k]));
  const runs = adjacentRuns(row, size, a.canTake).map((seats): SeatItem => ({ kind: 'run', seats, price: seats.reduce((s, i) => s + a.price(i)!, 0) }));
  const held = row.seats.filter(a.held).map((seat): SeatItem => ({ kind: 'held', seat, price: a.price(seat) }));
  const first = (item: SeatItem) => at.get(item.kind === 'run' ? item.seats[0]! : item.seat)!;
  return [...runs, ...held].sort((p, q) => first(p) - first(q));
}
