import { describe, expect, it } from 'vitest';
import { bestSeats, buildRows, compareLabels, type SeatListForRows } from './best-seats';

/** A sector of rows × seats, numbered 1… along each row; indices row-major from `first`. */
function hall(sectors: { sector: number; rows: number; seats: number; zone?: (row: number, seat: number) => number; skip?: (row: number, seat: number) => boolean }[]) {
  const list = { sector: [] as number[], row: [] as string[], seat: [] as string[], stand: [] as number[], cat: [] as number[] };
  const at = new Map<string, number>();
  for (const s of sectors) {
    for (let r = 1; r <= s.rows; r++) {
      for (let n = 1; n <= s.seats; n++) {
        if (s.skip?.(r, n)) continue;
        at.set(`${s.sector}:${r}:${n}`, list.sector.length);
        list.sector.push(s.sector);
        list.row.push(String(r));
        list.seat.push(String(n));
        list.stand.push(0);
        list.cat.push(s.zone?.(r, n) ?? 1);
      }
    }
  }
  const seats: SeatListForRows = { seatCount: list.sector.length, ...list };
  const label = (i: number) => `${list.sector[i]}:${list.row[i]}:${list.seat[i]}`;
  return { seats, rows: buildRows(seats), cat: list.cat, index: (sector: number, row: number, seat: number) => at.get(`${sector}:${row}:${seat}`)!, label };
}

describe('best available', () => {
  it('orders labels naturally', () => {
    expect(['10', '2', 'B', '1', 'A'].sort(compareLabels)).toEqual(['1', '2', '10', 'A', 'B']);
  });

  it('takes the front row, centred, in an empty sector', () => {
    const h = hall([{ sector: 1, rows: 10, seats: 20 }]);
    const { blocks } = bestSeats(h.rows, { count: 4, zone: null, isFree: () => true, cat: h.cat });
    expect(blocks[0]!.seats.map(h.label)).toEqual(['1:1:9', '1:1:10', '1:1:11', '1:1:12']);
  });

  it('keeps the party in one row, next to each other, around sold seats', () => {
    const h = hall([{ sector: 1, rows: 3, seats: 10 }]);
    // Row 1: only seats 1–3 free; row 2: seats 4 and 6 sold, so 7–10 is the only run of four.
    const sold = new Set([...[4, 5, 6, 7, 8, 9, 10].map((n) => h.index(1, 1, n)), h.index(1, 2, 4), h.index(1, 2, 6)]);
    const { blocks } = bestSeats(h.rows, { count: 4, zone: null, isFree: (i) => !sold.has(i), cat: h.cat });
    const best = blocks[0]!.seats.map(h.label);
    expect(best).toEqual(['1:2:7', '1:2:8', '1:2:9', '1:2:10']);
    // One block per run: the next proposal is elsewhere, and never overlaps a sold seat.
    expect(blocks.every((b) => b.seats.every((i) => !sold.has(i)))).toBe(true);
    expect(blocks.every((b) => new Set(b.seats.map((i) => h.seats.row[i])).size === 1)).toBe(true);
    expect(blocks[1]!.seats.map(h.label)).toEqual(['1:3:4', '1:3:5', '1:3:6', '1:3:7']);
  });

  it('never spans an aisle (a gap in the seat numbers)', () => {
    // Seats 5 and 6 do not exist: 1–4 and 7–10 are two blocks of four, not one of eight.
    const h = hall([{ sector: 1, rows: 1, seats: 10, skip: (_r, n) => n === 5 || n === 6 }]);
    const six = bestSeats(h.rows, { count: 6, zone: null, isFree: () => true, cat: h.cat });
    expect(six.blocks).toEqual([]);
    expect(six.largest).toBe(4);
    const four = bestSeats(h.rows, { count: 4, zone: null, isFree: () => true, cat: h.cat });
    expect(four.blocks.map((b) => b.seats.map(h.label).join(' '))).toHaveLength(2);
  });

  it('answers no block and the largest run when the party is larger than any block', () => {
    const h = hall([{ sector: 1, rows: 2, seats: 8 }]);
    const free = new Set([h.index(1, 1, 2), h.index(1, 1, 3), h.index(1, 1, 4), h.index(1, 2, 7), h.index(1, 2, 8)]);
    const r = bestSeats(h.rows, { count: 4, zone: null, isFree: (i) => free.has(i), cat: h.cat });
    expect(r.blocks).toEqual([]);
    expect(r.largest).toBe(3);
    expect(bestSeats(h.rows, { count: 1, zone: null, isFree: () => false, cat: h.cat })).toEqual({ blocks: [], largest: 0 });
  });

  it('keeps to the asked category, and asked for any takes the dearest zone first without mixing prices', () => {
    // Rows 1–2 zone 7 (dear), rows 3–5 zone 8; in row 1 only seats 1–2 are zone 7's free ones.
    const h = hall([{ sector: 1, rows: 5, seats: 10, zone: (r) => (r <= 2 ? 7 : 8) }]);
    const cheap = bestSeats(h.rows, { count: 3, zone: 8, isFree: () => true, cat: h.cat });
    // Three seats cannot be centred on a row of ten: half a seat to either side, the later one.
    expect(cheap.blocks[0]!.seats.map(h.label)).toEqual(['1:3:5', '1:3:6', '1:3:7']);
    expect(cheap.blocks.every((b) => b.seats.every((i) => h.cat[i] === 8))).toBe(true);
    const zoneRank = new Map([
      [7, 0],
      [8, 1],
    ]);
    const sold = new Set([h.index(1, 1, 5), h.index(1, 2, 1), h.index(1, 2, 2), h.index(1, 2, 3), h.index(1, 2, 8)]);
    const any = bestSeats(h.rows, { count: 3, zone: null, isFree: (i) => !sold.has(i), cat: h.cat, zoneRank });
    expect(any.blocks[0]!.seats.every((i) => h.cat[i] === 7)).toBe(true);
    // A zone boundary inside a row splits the run: no block has two prices.
    const mixed = hall([{ sector: 1, rows: 1, seats: 6, zone: (_r, n) => (n <= 3 ? 7 : 8) }]);
    const four = bestSeats(mixed.rows, { count: 4, zone: null, isFree: () => true, cat: mixed.cat, zoneRank });
    expect(four.blocks).toEqual([]);
    expect(four.largest).toBe(3);
  });

  it('weighs the front against the centre across sectors and leaves standing places out', () => {
    const h = hall([
      { sector: 1, rows: 10, seats: 20 },
      { sector: 2, rows: 10, seats: 20 },
    ]);
    // Sector 1's front rows are taken; sector 2's front row is free only at its end.
    const taken = (i: number) => {
      const s = h.seats.sector[i];
      const r = Number(h.seats.row[i]);
      const n = Number(h.seats.seat[i]);
      return (s === 1 && r <= 3) || (s === 2 && r === 1 && n <= 16);
    };
    const { blocks } = bestSeats(h.rows, { count: 2, zone: null, isFree: (i) => !taken(i), cat: h.cat });
    // Sector 2 row 2 centre (distance 1/9 from the front) beats row 1's end (centre distance ≈ 0.84) and sector 1's row 4.
    expect(blocks[0]!.seats.map(h.label)).toEqual(['2:2:10', '2:2:11']);

    const withStand: SeatListForRows = { ...h.seats, stand: Array.from(h.seats.stand, (_, i) => (i < 20 ? 1 : 0)) };
    const rows = buildRows(withStand);
    expect(rows.every((r) => Array.from(r.seats).every((i) => i >= 20))).toBe(true);
  });

  it('refuses a party size that is not a positive integer', () => {
    const h = hall([{ sector: 1, rows: 1, seats: 4 }]);
    for (const count of [0, -1, 1.5, Number.NaN]) expect(() => bestSeats(h.rows, { count, zone: null, isFree: () => true, cat: h.cat })).toThrow(RangeError);
  });

  it('finds a block among a stadium of 60,000 seats', () => {
    const h = hall(Array.from({ length: 60 }, (_, s) => ({ sector: s + 1, rows: 25, seats: 40 })));
    expect(h.seats.seatCount).toBe(60_000);
    const { blocks } = bestSeats(h.rows, { count: 6, zone: null, isFree: (i) => i % 7 !== 0, cat: h.cat });
    expect(blocks.length).toBe(5);
    for (const b of blocks) expect(b.seats.every((i) => i % 7 !== 0)).toBe(true);
  });
});
