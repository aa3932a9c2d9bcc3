import { describe, expect, it } from 'vitest';
import { SeatStatus } from '../hall/model';
import { twoSectorHall } from '../testing/synthetic-hall';
import { batchByColor, batchOf } from './batch';
import { buildPalette, KEY_SELECTED, KEY_UNAVAILABLE } from './palette';

describe('batchByColor', () => {
  it('groups seats by colour key: free by zone colour, selected and unavailable apart', () => {
    const model = twoSectorHall();
    const palette = buildPalette(model, new Map([[21, '#8e44ad'], [22, '#16a085']]));
    model.status[0] = SeatStatus.selected;
    model.status[25] = SeatStatus.unavailable;
    const all = Int32Array.from({ length: model.seatCount }, (_, i) => i);
    const batches = batchByColor(all, model.status, palette);

    expect([...batchOf(batches, KEY_SELECTED)]).toEqual([0]);
    expect([...batchOf(batches, KEY_UNAVAILABLE)]).toEqual([25]);
    const left = batchOf(batches, palette.keyOfCat.get(21)!);
    const right = batchOf(batches, palette.keyOfCat.get(22)!);
    expect(left.length).toBe(19);
    expect(right.length).toBe(19);
    expect([...left].every((i) => model.cat[i] === 21)).toBe(true);
    // Every seat lands in exactly one batch.
    expect(batches.order.length).toBe(model.seatCount);
    expect(new Set(batches.order).size).toBe(model.seatCount);
  });

  it('keeps the order of the input within a colour and handles an empty input', () => {
    const model = twoSectorHall();
    const palette = buildPalette(model, new Map([[21, '#111111']]));
    const batches = batchByColor(Int32Array.from([7, 3, 5]), model.status, palette);
    expect([...batchOf(batches, palette.keyOfCat.get(21)!)]).toEqual([7, 3, 5]);
    expect(batchByColor(new Int32Array(0), model.status, palette).order.length).toBe(0);
  });

  it('gives zones without a colour from the shell the default free colour', () => {
    const model = twoSectorHall();
    const palette = buildPalette(model, new Map());
    const batches = batchByColor(Int32Array.from([0, 30]), model.status, palette);
    expect(batchOf(batches, 2).length).toBe(2);
  });
});
