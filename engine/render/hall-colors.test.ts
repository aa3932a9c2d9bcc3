import { describe, expect, it, vi } from 'vitest';
import { SeatStatus } from '../hall/model';
import { buildSyntheticHall, twoSectorHall } from '../testing/synthetic-hall';
import { HallColors } from './hall-colors';
import { sectorFillKeys } from './outlines';
import { buildPalette, KEY_UNAVAILABLE } from './palette';

describe('HallColors', () => {
  it('rebuilds nothing for the same colours again, and everything for new ones', () => {
    const model = twoSectorHall();
    const colors = new HallColors(model, new Map([[1, '#ff0000']]), false);
    const palette = colors.palette;
    expect(colors.setCategoryColors(new Map([[1, '#ff0000']]))).toBe(false);
    expect(colors.palette).toBe(palette);
    expect(colors.setCategoryColors(new Map([[1, '#00ff00']]))).toBe(true);
    expect(colors.palette.colors).toContain('#00ff00');
  });

  it("a sector's fill turns grey when its last seat is taken, and says so", () => {
    const model = twoSectorHall();
    const colors = new HallColors(model, undefined, false);
    const sector = model.sector[0]!;
    expect(colors.sectorKeys[sector]).not.toBe(KEY_UNAVAILABLE);
    const seats = model.sectors[sector]!.seats;
    for (const i of seats) model.status[i] = SeatStatus.unavailable;
    expect(colors.sectorsChanged([sector])).toBe(true);
    expect(colors.sectorKeys[sector]).toBe(KEY_UNAVAILABLE);
    expect(colors.sectorsChanged([sector])).toBe(false);
  });

  it("looks a zone's colour up once for each run of its seats, not once a seat, and fills sectors as before", () => {
    // Three sectors of 400 seats, the middle one in two zones; every third seat sold.
    const model = buildSyntheticHall({
      sectors: [
        { x: 0, y: 0, rows: 20, seatsPerRow: 20, cat: 21 },
        { x: 30, y: 0, rows: 20, seatsPerRow: 20, cat: 22 },
        { x: 60, y: 0, rows: 20, seatsPerRow: 20, cat: 23 },
      ],
    });
    for (let i = 400; i < 500; i++) model.cat[i] = 24;
    for (let i = 0; i < model.seatCount; i += 3) model.status[i] = SeatStatus.unavailable;
    const zones = new Map([[21, '#aa0000'], [22, '#00aa00'], [23, '#0000aa'], [24, '#777777']]);
    const get = vi.spyOn(Map.prototype, 'get');
    let colors: HallColors;
    let lookups: number;
    try {
      colors = new HallColors(model, zones, false);
    } finally {
      lookups = get.mock.calls.length;
      get.mockRestore();
    }
    // Four runs of one zone: four lookups (stand keys look up none: no stands).
    expect(lookups).toBeLessThanOrEqual(4);
    const palette = buildPalette(model, zones);
    expect([...colors.palette.freeKey]).toEqual([...palette.freeKey]);
    expect(colors.palette.colors).toEqual(palette.colors);
    expect([...colors.sectorKeys]).toEqual([...sectorFillKeys(model, palette)]);
    expect(colors.palette.colors[colors.sectorKeys[1]!]).toBe('#00aa00');
  });

  it('lists the seats selected when it is made, in the same pass', () => {
    const model = twoSectorHall();
    model.status[1] = SeatStatus.selected;
    model.status[4] = SeatStatus.selected;
    model.status[5] = SeatStatus.unavailable;
    const colors = new HallColors(model, new Map(), false);
    expect(colors.selectedAtStart).toEqual([1, 4]);
    // Fills count the selected seats as places of their zone, as before.
    expect([...colors.sectorKeys]).toEqual([...sectorFillKeys(model, buildPalette(model, new Map()))]);
  });
});
