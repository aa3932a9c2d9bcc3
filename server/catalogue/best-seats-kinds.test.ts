import { describe, expect, it } from 'vitest';
import { SeatKind } from '../../contract/seat-kind';
import { bestSeats, buildRows, type SeatListForRows } from './best-seats';

const W = SeatKind.wheelchair;
const C = SeatKind.companion;

/** One sector of `rows` × 12 seats; the back row has bays W C C W at both ends. */
function theatre(rows = 5) {
  const list = { sector: [] as number[], row: [] as string[], seat: [] as string[], stand: [] as number[], cat: [] as number[], kind: [] as number[] };
  const bay = [W, C, C, W];
  for (let r = 1; r <= rows; r++) {
    for (let n = 1; n <= 12; n++) {
      list.sector.push(1);
      list.row.push(String(r));
      list.seat.push(String(n));
      list.stand.push(0);
      list.cat.push(1);
      list.kind.push(r === rows ? (n <= 4 ? bay[n - 1]! : n > 8 ? bay[n - 9]! : 0) : 0);
    }
  }
  const seats: SeatListForRows = { seatCount: list.sector.length, ...list };
  return { rows: buildRows(seats), cat: list.cat, kind: list.kind, label: (i: number) => `${list.row[i]}:${list.seat[i]}`, count: list.sector.length };
}

describe('best available and seat kinds', () => {
  it('with the wheelchair wish, offers a wheelchair space with its companion seats beside it, in one row', () => {
    const h = theatre();
    const two = bestSeats(h.rows, { count: 2, zone: null, isFree: () => true, cat: h.cat, kind: h.kind, wheelchair: true });
    const block = two.blocks[0]!.seats;
    expect(block.map((i) => h.kind[i]).sort()).toEqual([W, C]);
    expect(new Set(block.map((i) => h.label(i).split(':')[0]))).toEqual(new Set(['5']));
    expect(Math.abs(Number(h.label(block[1]!).split(':')[1]) - Number(h.label(block[0]!).split(':')[1]))).toBe(1);
    const three = bestSeats(h.rows, { count: 3, zone: null, isFree: () => true, cat: h.cat, kind: h.kind, wheelchair: true });
    expect(three.blocks[0]!.seats.map((i) => h.kind[i]).sort((a, b) => a! - b!)).toEqual([W, C, C]);
  });

  it('with the wish, never splits the party: no block when no wheelchair space has room for it beside it', () => {
    const h = theatre();
    // The back row's seats beside every space taken: four free spaces, none with a free seat next to it.
    const back = h.rows[4]!.seats;
    const taken = new Set([1, 2, 4, 5, 6, 7, 9, 10].map((k) => back[k]!));
    const one = bestSeats(h.rows, { count: 1, zone: null, isFree: (i) => !taken.has(i), cat: h.cat, kind: h.kind, wheelchair: true });
    expect(one.blocks[0]!.seats.map((i) => h.kind[i])).toEqual([W]);
    const answer = bestSeats(h.rows, { count: 2, zone: null, isFree: (i) => !taken.has(i), cat: h.cat, kind: h.kind, wheelchair: true });
    expect(answer.blocks).toEqual([]);
  });

  it('with the wish, offers nothing in a hall without wheelchair spaces', () => {
    const h = theatre();
    const answer = bestSeats(h.rows, { count: 2, zone: null, isFree: () => true, cat: h.cat, kind: new Array<number>(h.count).fill(0), wheelchair: true });
    expect(answer.blocks).toEqual([]);
  });

  it('without the wish, does not take wheelchair spaces (nor companion seats) while other seats are free', () => {
    const h = theatre(1);
    // One row of 12: the bays take 1–4 and 9–12, so 5–8 is the only block of ordinary seats.
    const four = bestSeats(h.rows, { count: 4, zone: null, isFree: () => true, cat: h.cat, kind: h.kind, limit: 5 });
    expect(four.blocks.map((b) => b.seats.map(h.label))).toEqual([['1:5', '1:6', '1:7', '1:8']]);
    // With 5–8 taken, two fit only on companion seats, before any wheelchair space.
    const middle = new Set([4, 5, 6, 7].map((k) => h.rows[0]!.seats[k]!));
    const two = bestSeats(h.rows, { count: 2, zone: null, isFree: (i) => !middle.has(i), cat: h.cat, kind: h.kind });
    expect(two.blocks[0]!.seats.map((i) => h.kind[i])).toEqual([C, C]);
    // Twelve: the whole row, wheelchair spaces too, as nothing else is free.
    const all = bestSeats(h.rows, { count: 12, zone: null, isFree: () => true, cat: h.cat, kind: h.kind });
    expect(all.blocks[0]!.seats).toHaveLength(12);
  });
});
