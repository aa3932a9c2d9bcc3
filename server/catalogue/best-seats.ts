// Best available: the best block of N adjacent free seats in one row. Pure (no database):
// the hall's rows are built once per hall, the statuses come from the session's availability.
//
// Without reading the drawing, "best" is told from the labels, which follow the convention of
// fixtures/README.md: row 1 is the row nearest the stage, and seats are numbered along the row.
// A block is scored by how far it sits from the front centre of its sector: its row's place
// from the front (0 front … 1 back) and its middle's distance from the row's middle (0 centre
// … 1 end), added as a Euclidean distance. Asked for any category, dearer zones come first
// (a venue prices its seats by how good they are).

import { SeatKind } from '../../contract/seat-kind';

export interface HallRow {
  sector: number;
  /** 0 for the sector's front row. */
  rank: number;
  /** Rows in the sector. */
  rowsInSector: number;
  /** Seat indices along the row, in seat-number order. */
  seats: Int32Array;
  /**
   * breakBefore[k] = 1 when seat k is not next to seat k-1 (the numbers skip, an aisle):
   * a block never spans a break.
   */
  breakBefore: Uint8Array;
}

export interface SeatListForRows {
  seatCount: number;
  sector: ArrayLike<number>;
  row: readonly string[];
  seat: readonly string[];
  /** 1 for a standing place: never part of a block. */
  stand: ArrayLike<number>;
}

/** Natural order of labels: numbers by value ("2" < "10"), then the rest by text. */
export function compareLabels(a: string, b: string): number {
  const na = /^\d+$/.test(a) ? Number(a) : NaN;
  const nb = /^\d+$/.test(b) ? Number(b) : NaN;
  if (!Number.isNaN(na) && !Number.isNaN(nb)) return na - nb;
  if (!Number.isNaN(na)) return -1;
  if (!Number.isNaN(nb)) return 1;
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Groups the hall's seats into rows (by sector and row label), each in seat-number order. */
export function buildRows(list: SeatListForRows): HallRow[] {
  const bySector = new Map<number, Map<string, number[]>>();
  for (let i = 0; i < list.seatCount; i++) {
    if (list.stand[i]) continue;
    const sector = list.sector[i]!;
    let rows = bySector.get(sector);
    if (!rows) bySector.set(sector, (rows = new Map()));
    const label = list.row[i]!;
    const seats = rows.get(label);
    if (seats) seats.push(i);
    else rows.set(label, [i]);
  }
  const out: HallRow[] = [];
  for (const [sector, rows] of [...bySector].sort((a, b) => a[0] - b[0])) {
    const labels = [...rows.keys()].sort(compareLabels);
    labels.forEach((label, rank) => {
      const seats = rows.get(label)!.sort((a, b) => compareLabels(list.seat[a]!, list.seat[b]!) || a - b);
      const breakBefore = new Uint8Array(seats.length);
      for (let k = 1; k < seats.length; k++) {
        const prev = list.seat[seats[k - 1]!]!;
        const here = list.seat[seats[k]!]!;
        // Numbered seats are next to each other when their numbers are; other labels by order alone.
        if (/^\d+$/.test(prev) && /^\d+$/.test(here) && Number(here) - Number(prev) !== 1) breakBefore[k] = 1;
      }
      out.push({ sector, rank, rowsInSector: labels.length, seats: Int32Array.from(seats), breakBefore });
    });
  }
  return out;
}

export interface BestSeatsQuery {
  count: number;
  /** Only seats whose zone (`cat`) is this one; null: any zone on sale. */
  zone: number | null;
  /** Seat index → may it be offered now (free, in a zone on sale, not excluded). */
  isFree: (index: number) => boolean;
  /** Seat index → zonelevel_id */
  cat: ArrayLike<number>;
  /** zonelevel_id → rank (0 the dearest); used when `zone` is null. */
  zoneRank?: ReadonlyMap<number, number>;
  /** How many blocks to return, best first (the next ones are the retries after a conflict). */
  limit?: number;
  /** Seat index → its kinds (contract/seat-kind.ts bits); absent: every seat is ordinary. */
  kind?: ArrayLike<number>;
  /**
   * "I need a wheelchair space": every block holds a wheelchair space, the other places beside
   * it (companion seats first). Without it, wheelchair spaces (then companion seats) are taken
   * only when no block is free without them.
   */
  wheelchair?: boolean;
}

export interface SeatBlock {
  /** Seat indices, along the row. */
  seats: number[];
  sector: number;
  rowRank: number;
  /** Lower is better. */
  score: number;
}

export interface BestSeatsAnswer {
  /** Best first; at most one block per run of free seats, so that retries go elsewhere. */
  blocks: SeatBlock[];
  /** The longest run of adjacent free seats (in the zone) in any row: what could be offered instead. */
  largest: number;
}

/**
 * The best blocks of `count` adjacent free seats in one row. A run of free seats longer than
 * the party gives one block, placed as near the row's middle as the run allows.
 */
export function bestSeats(rows: readonly HallRow[], q: BestSeatsQuery): BestSeatsAnswer {
  if (!Number.isInteger(q.count) || q.count < 1) throw new RangeError(`party size ${q.count} is not a positive integer`);
  if (q.wheelchair) return bestWithWheelchairSpace(rows, q);
  const kind = q.kind;
  if (!kind) return bestBlocks(rows, q, () => true);
  // Accessible places are kept for those who need them while the rest of the hall has room.
  let answer: BestSeatsAnswer = { blocks: [], largest: 0 };
  for (const avoid of [SeatKind.wheelchair | SeatKind.companion, SeatKind.wheelchair, 0]) {
    answer = bestBlocks(rows, q, (i) => (kind[i]! & avoid) === 0);
    if (answer.blocks.length) return answer;
  }
  return answer;
}

/**
 * A row's runs of seats `usable` says are free, with no aisle inside and (asked for any zone)
 * one zone, so that a block within a run has one price: [first index, end index, zone].
 */
function* freeRuns(row: HallRow, cat: BestSeatsQuery['cat'], usable: (index: number) => boolean): Generator<[number, number, number]> {
  const n = row.seats.length;
  let k = 0;
  while (k < n) {
    if (!usable(row.seats[k]!)) {
      k++;
      continue;
    }
    let end = k + 1;
    const zone = cat[row.seats[k]!]!;
    while (end < n && !row.breakBefore[end] && usable(row.seats[end]!) && cat[row.seats[end]!] === zone) end++;
    yield [k, end, zone];
    k = end;
  }
}

function bestBlocks(rows: readonly HallRow[], q: BestSeatsQuery, allowed: (index: number) => boolean): BestSeatsAnswer {
  const limit = q.limit ?? 5;
  const blocks: SeatBlock[] = [];
  let largest = 0;
  const usable = (index: number) => allowed(index) && q.isFree(index) && (q.zone === null || q.cat[index] === q.zone);

  for (const row of rows) {
    const n = row.seats.length;
    const mid = (n - 1) / 2;
    const rowFrac = row.rowsInSector > 1 ? row.rank / (row.rowsInSector - 1) : 0;
    for (const [k, end, zone] of freeRuns(row, q.cat, usable)) {
      const length = end - k;
      largest = Math.max(largest, length);
      if (length >= q.count) {
        // The block's first seat as near as possible to centring the block on the row's middle.
        const ideal = Math.round(mid - (q.count - 1) / 2);
        const start = Math.min(Math.max(ideal, k), end - q.count);
        const blockMid = start + (q.count - 1) / 2;
        const centreFrac = n > 1 ? Math.abs(blockMid - mid) / (n - 1) * 2 : 0;
        const zoneRank = q.zone === null ? (q.zoneRank?.get(zone) ?? 0) : 0;
        const score = zoneRank * 10 + Math.hypot(rowFrac, centreFrac);
        const seats = Array.from(row.seats.subarray(start, start + q.count));
        blocks.push({ seats, sector: row.sector, rowRank: row.rank, score });
      }
    }
  }
  blocks.sort((a, b) => a.score - b.score || a.sector - b.sector || a.rowRank - b.rowRank || a.seats[0]! - b.seats[0]!);
  return { blocks: blocks.slice(0, limit), largest };
}

/**
 * The wheelchair wish: the best windows of `count` adjacent free seats in one row (one zone, no
 * aisle) that hold a wheelchair space. A window pays for each further wheelchair space it takes
 * (another wheelchair user's) and, less, for each ordinary seat instead of a companion seat.
 */
function bestWithWheelchairSpace(rows: readonly HallRow[], q: BestSeatsQuery): BestSeatsAnswer {
  const kind = q.kind;
  const limit = q.limit ?? 5;
  const blocks: SeatBlock[] = [];
  let largest = 0;
  if (!kind) return { blocks, largest };
  const isSpace = (i: number) => (kind[i]! & SeatKind.wheelchair) !== 0;
  const usable = (i: number) => q.isFree(i) && (q.zone === null || q.cat[i] === q.zone);
  for (const row of rows) {
    const n = row.seats.length;
    if (!row.seats.some(isSpace)) continue;
    const mid = (n - 1) / 2;
    const rowFrac = row.rowsInSector > 1 ? row.rank / (row.rowsInSector - 1) : 0;
    for (const [k, end, zone] of freeRuns(row, q.cat, usable)) {
      const run = row.seats.subarray(k, end);
      if (run.some(isSpace)) largest = Math.max(largest, end - k);
      let best: SeatBlock | null = null;
      for (let start = k; start + q.count <= end; start++) {
        const window = Array.from(row.seats.subarray(start, start + q.count));
        const spaces = window.filter(isSpace).length;
        if (!spaces) continue;
        const ordinary = window.filter((i) => (kind[i]! & (SeatKind.wheelchair | SeatKind.companion)) === 0).length;
        const blockMid = start + (q.count - 1) / 2;
        const centreFrac = n > 1 ? (Math.abs(blockMid - mid) / (n - 1)) * 2 : 0;
        const zoneRank = q.zone === null ? (q.zoneRank?.get(zone) ?? 0) : 0;
        const score = zoneRank * 10 + (spaces - 1) * 2 + ordinary + Math.hypot(rowFrac, centreFrac);
        if (!best || score < best.score) best = { seats: window, sector: row.sector, rowRank: row.rank, score };
      }
      if (best) blocks.push(best);
    }
  }
  blocks.sort((a, b) => a.score - b.score || a.sector - b.sector || a.rowRank - b.rowRank || a.seats[0]! - b.seats[0]!);
  return { blocks: blocks.slice(0, limit), largest };
}
