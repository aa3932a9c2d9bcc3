import { describe, expect, it } from 'vitest';
import { fixtureHall } from '../../fixtures/halls';
import { joinSeatData } from '../hall/join';
import { SeatStatus, type HallModel } from '../hall/model';
import { parseHallSvg } from '../hall/parse';
import { seatDataFor } from '../hall/test-data';
import { buildSyntheticHall, SYNTHETIC_SPACING } from '../testing/synthetic-hall';
import { adjacentRuns, countRuns, hallRows, sectorRows } from './adjacent';

const free = (model: HallModel) => (i: number) => model.status[i] === SeatStatus.free;
const numbers = (model: HallModel, run: number[]) => run.map((i) => model.seat[i]);

/** One row of ten seats, 1.2 apart. */
function oneRow(): HallModel {
  return buildSyntheticHall({ sectors: [{ x: 0, y: 0, rows: 1, seatsPerRow: 10, cat: 1, name: 'Stalls' }] });
}

describe('rows of a sector', () => {
  it('orders seats by where they stand, not by number or by the order of the data', () => {
    const model = oneRow();
    // A theatre's numbering: odd seats on the left counting down to the centre, even ones to the right.
    const labels = ['9', '7', '5', '3', '1', '2', '4', '6', '8', '10'];
    labels.forEach((label, k) => (model.seat[k] = label));
    // The data lists the sector's seats by number.
    model.sectors[0]!.seats = Int32Array.from([4, 5, 3, 6, 2, 7, 1, 8, 0, 9]);
    const [row] = sectorRows(model, 0);
    expect(numbers(model, row!.seats)).toEqual(labels);
    expect(row!.aisleAfter.every((a) => !a)).toBe(true);
    expect(adjacentRuns(row!, 3, free(model)).map((r) => numbers(model, r))[4]).toEqual(['1', '2', '4']);
  });

  it('orders a stand turned on its side by its direction, and groups rows by label', () => {
    const model = buildSyntheticHall({ sectors: [{ x: 0, y: 0, rows: 2, seatsPerRow: 4, cat: 1 }] });
    // Turn the sector 90°: rows run down the screen, seat 1 at the top.
    for (let i = 0; i < model.seatCount; i++) [model.x[i], model.y[i]] = [-model.y[i]!, model.x[i]!];
    const rows = sectorRows(model, 0);
    expect(rows.map((r) => r.label)).toEqual(['1', '2']);
    expect(rows.map((r) => numbers(model, r.seats))).toEqual([['1', '2', '3', '4'], ['1', '2', '3', '4']]);
  });

  it('sees an aisle where neighbours stand much further apart than usual', () => {
    const model = oneRow();
    for (let i = 5; i < 10; i++) model.x[i] = model.x[i]! + 2 * SYNTHETIC_SPACING;
    const [row] = sectorRows(model, 0);
    expect(row!.aisleAfter.map((a, k) => (a ? k : -1)).filter((k) => k >= 0)).toEqual([4]);
    // No party of 3 across the aisle: 3 runs on each side.
    const runs = adjacentRuns(row!, 3, free(model));
    expect(runs.map((r) => numbers(model, r).join('-'))).toEqual(['1-2-3', '2-3-4', '3-4-5', '6-7-8', '7-8-9', '8-9-10']);
    expect(adjacentRuns(row!, 6, free(model))).toEqual([]);
  });

  it('is empty for an unknown or empty sector', () => {
    expect(sectorRows(oneRow(), 5)).toEqual([]);
  });

  it('works out a hall\'s rows once', () => {
    const model = oneRow();
    const rows = hallRows(model);
    expect(rows).toEqual([sectorRows(model, 0)]);
    expect(hallRows(model)).toBe(rows);
  });
});

describe('adjacent free seats', () => {
  it('offers every run of N free seats in a row, left to right, and none across a taken seat', () => {
    const model = oneRow();
    model.status[3] = SeatStatus.unavailable; // seat 4
    model.status[7] = SeatStatus.selected; // seat 8, in the cart already
    const [row] = sectorRows(model, 0);
    const runs = adjacentRuns(row!, 3, free(model));
    expect(runs.map((r) => numbers(model, r))).toEqual([['1', '2', '3'], ['5', '6', '7']]);
    expect(countRuns(row!, 3, free(model))).toBe(2);
    expect(adjacentRuns(row!, 4, free(model))).toEqual([]);
    expect(countRuns(row!, 4, free(model))).toBe(0);
    expect(countRuns(row!, 1, free(model))).toBe(8);
    expect(countRuns(row!, 0, free(model))).toBe(0);
    expect(adjacentRuns(row!, 0, free(model))).toEqual([]);
  });

  it('takes what the caller can sell: a seat not priced for the card breaks a run', () => {
    const model = oneRow();
    const [row] = sectorRows(model, 0);
    const priced = (i: number) => free(model)(i) && i !== 4;
    expect(adjacentRuns(row!, 5, priced).map((r) => numbers(model, r))).toEqual([['6', '7', '8', '9', '10']]);
  });

  it('finds runs on a real curved hall: same row, consecutive positions, all free', () => {
    const hall = fixtureHall('theatre');
    const model = joinSeatData(parseHallSvg(hall.svg), seatDataFor(hall, (k) => k % 7 !== 3));
    const canTake = free(model);
    let runs = 0;
    model.sectors.forEach((_, s) => {
      for (const row of sectorRows(model, s)) {
        const inRow = new Map(row.seats.map((i, k) => [i, k]));
        for (const run of adjacentRuns(row, 3, canTake)) {
          runs++;
          expect(new Set(run.map((i) => model.row[i])).size).toBe(1);
          expect(run.every(canTake)).toBe(true);
          const at = run.map((i) => inRow.get(i)!);
          expect(at).toEqual([at[0]!, at[0]! + 1, at[0]! + 2]);
          // Neighbours in the run stand about a seat apart.
          for (let k = 1; k < run.length; k++) {
            const d = Math.hypot(model.x[run[k]!]! - model.x[run[k - 1]!]!, model.y[run[k]!]! - model.y[run[k - 1]!]!);
            expect(d).toBeLessThan(model.r[run[k]!]! * 4);
          }
        }
      }
    });
    expect(runs).toBeGreaterThan(50);
  });
});
