import { describe, expect, it } from 'vitest';
import { SeatStatus } from '../hall/model';
import { twoSectorHall } from '../testing/synthetic-hall';
import { HallColors } from './hall-colors';
import { KEY_UNAVAILABLE } from './palette';

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
});
