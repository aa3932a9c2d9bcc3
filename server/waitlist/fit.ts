// Which free places fit a waiter's wish. Pure: the statuses come from the session's availability.
import { SeatAvailabilityStatus as S } from '../../contract/seat-availability';
import { bestSeats, buildRows, type HallRow } from '../catalogue/best-seats';
import type { SessionSeats } from '../catalogue/session-seats';

export interface Wish {
  places: number;
  /** Side by side in one row, or anywhere. */
  together: boolean;
  /** Accepted zonelevel_ids; null: any zone on sale. */
  zones: readonly number[] | null;
  /** The dearest price of one place accepted; null: any. */
  maxPrice: number | null;
}

const rowsCache = new WeakMap<object, HallRow[]>();
function rowsOf(seats: SessionSeats): HallRow[] {
  let rows = rowsCache.get(seats.geometry);
  if (!rows) rowsCache.set(seats.geometry, (rows = buildRows(seats.geometry.seats)));
  return rows;
}

/** The zones a wish accepts among those on sale, dearest first. */
export function acceptedZones(seats: SessionSeats, wish: Pick<Wish, 'zones' | 'maxPrice'>): number[] {
  return seats.zones
    .filter((z) => seats.onSale.has(z.zonelevel_id))
    .filter((z) => !wish.zones || wish.zones.includes(z.zonelevel_id))
    .filter((z) => wish.maxPrice == null || z.price <= wish.maxPrice)
    .map((z) => z.zonelevel_id);
}

/**
 * The seat indices to offer for a wish (the best block when together, else the best places
 * one by one, dearer zones first), or null when the free places do not fit it. Standing places
 * are never offered: a waiting list of seats.
 */
export function chooseSeats(seats: SessionSeats, wish: Wish, excluded: ReadonlySet<number> = new Set()): number[] | null {
  const zones = acceptedZones(seats, wish);
  if (!zones.length) return null;
  const accepted = new Set(zones);
  const g = seats.geometry.seats;
  const usable = (i: number) => !excluded.has(i) && seats.statuses[i] === S.free && !g.stand[i] && accepted.has(g.cat[i]!);
  const zoneRank = new Map(zones.map((z, rank) => [z, rank]));
  const block = bestSeats(rowsOf(seats), { count: wish.places, zone: null, isFree: usable, cat: g.cat, zoneRank, limit: 1 }).blocks[0];
  if (block) return block.seats;
  if (wish.together) return null;
  // Apart: the best free places of the dearest zone first, a row at a time from the front.
  const picked: number[] = [];
  for (const zone of zones) {
    for (const row of rowsOf(seats)) {
      for (const i of row.seats) {
        if (picked.length < wish.places && g.cat[i] === zone && usable(i)) picked.push(i);
      }
    }
  }
  return picked.length === wish.places ? picked : null;
}

/** Whether any free place of an accepted zone is on sale now (then the buyer takes it on the map). */
export function anyFreeAccepted(seats: SessionSeats, wish: Pick<Wish, 'zones' | 'maxPrice'>): boolean {
  const accepted = new Set(acceptedZones(seats, wish));
  const g = seats.geometry.seats;
  for (let i = 0; i < g.seatCount; i++) if (seats.statuses[i] === S.free && !g.stand[i] && accepted.has(g.cat[i]!)) return true;
  return false;
}
