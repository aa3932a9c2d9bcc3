import { describe, expect, it } from 'vitest';
import { SeatStatus } from '../hall/model';
import { buildSyntheticHall } from '../testing/synthetic-hall';
import { sectorFillKeys, standFillKeys } from './outlines';
import { buildPalette, KEY_UNAVAILABLE } from './palette';

describe('sector and stand fills', () => {
  const spec = {
    sectors: [
      { x: 0, y: 0, rows: 2, seatsPerRow: 3, cat: 21 },
      { x: 10, y: 0, rows: 2, seatsPerRow: 3, cat: 22 },
    ],
    stands: [
      { id: 900, sectorId: 9, bounds: { minX: 0, minY: 5, maxX: 4, maxY: 8 }, quant: 10, cat: 24 },
      { id: 901, sectorId: 9, bounds: { minX: 5, minY: 5, maxX: 9, maxY: 8 }, quant: 0, cat: 24 },
    ],
  };

  it('fills a sector with the colour of the zone with most places left, grey when sold out', () => {
    const model = buildSyntheticHall(spec);
    // Sector 1 gets three seats of another zone: still mostly zone 21.
    for (const i of [0, 1]) model.cat[i] = 22;
    const palette = buildPalette(model, new Map([[21, '#aa0000'], [22, '#00aa00']]));
    let keys = sectorFillKeys(model, palette);
    expect(palette.colors[keys[0]!]).toBe('#aa0000');
    expect(palette.colors[keys[1]!]).toBe('#00aa00');

    for (const i of model.sectors[1]!.seats) model.status[i] = SeatStatus.unavailable;
    keys = sectorFillKeys(model, palette);
    expect(keys[1]).toBe(KEY_UNAVAILABLE);
  });

  it('counts the buyer\'s selected seats as available', () => {
    const model = buildSyntheticHall(spec);
    const palette = buildPalette(model, new Map([[22, '#00aa00']]));
    for (const i of model.sectors[1]!.seats) model.status[i] = SeatStatus.selected;
    expect(palette.colors[sectorFillKeys(model, palette)[1]!]).toBe('#00aa00');
  });

  it('greys a standing area with no places left', () => {
    const model = buildSyntheticHall(spec);
    const palette = buildPalette(model, new Map([[24, '#7f8c8d']]));
    const keys = standFillKeys(model, palette);
    expect(palette.colors[keys[0]!]).toBe('#7f8c8d');
    expect(keys[1]).toBe(KEY_UNAVAILABLE);
  });
});
