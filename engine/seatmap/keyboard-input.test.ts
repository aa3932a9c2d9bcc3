import { describe, expect, it } from 'vitest';
import { SeatStatus } from '../hall/model';
import { twoSectorHall } from '../testing/synthetic-hall';
import { firstSeatOf, nearestSector } from './keyboard-input';

describe('where keyboard focus enters the hall', () => {
  it('starts in the sector whose centre is nearest the centre of the box', () => {
    const model = twoSectorHall();
    const left = model.sectors.findIndex((s) => s.name === 'Left');
    const right = model.sectors.findIndex((s) => s.name === 'Right');
    expect(nearestSector(model, { k: 1, x: 0, y: 0 }, 4, 4)).toBe(left);
    // The box's centre (20, 2) in screen pixels is hall point (24, 2) once the hall is moved left by 20.
    expect(nearestSector(model, { k: 1, x: -20, y: 0 }, 40, 4)).toBe(right);
    expect(nearestSector({ ...model, sectors: [] }, { k: 1, x: 0, y: 0 }, 4, 4)).toBeNull();
  });

  it('enters a sector at its first seat that can be taken, else at its first seat', () => {
    const model = twoSectorHall();
    const seats = model.sectors[0]!.seats;
    expect(firstSeatOf(model, 0)).toBe(seats[0]);
    model.status[seats[0]!] = SeatStatus.unavailable;
    model.status[seats[1]!] = SeatStatus.unavailable;
    expect(firstSeatOf(model, 0)).toBe(seats[2]);
    for (const i of seats) model.status[i] = SeatStatus.unavailable;
    expect(firstSeatOf(model, 0)).toBe(seats[0]);
    expect(firstSeatOf(model, 99)).toBeNull();
  });
});
