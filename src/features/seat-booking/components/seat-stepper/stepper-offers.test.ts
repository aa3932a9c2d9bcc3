import { describe, expect, it } from 'vitest';
import { sectorRows } from '../../../../../engine';
import { SeatStatus } from '../../../../../engine';
import { buildSyntheticHall } from '../../../../../engine/testing/synthetic-hall';
import { availability, rowItems, rowsOffer } from './stepper-offers';

// Two rows of six seats; zone 1 costs 1000, zone 2 is not sold to this card.
function hall() {
  const model = buildSyntheticHall({ sectors: [{ x: 0, y: 0, rows: 2, seatsPerRow: 6, cat: 1, name: 'Stalls' }] });
  const price = (zone: number) => (zone === 1 ? 1000 : null);
  return { model, price, rows: sectorRows(model, 0) };
}

describe('what the list of seats offers', () => {
  it('takes the cart as the truth, the model only for taken seats, and the card for prices', () => {
    const { model, price } = hall();
    model.status[0] = SeatStatus.unavailable;
    // Still marked selected on the map, but already out of the cart: free again.
    model.status[1] = SeatStatus.selected;
    model.cat[2] = 2;
    const a = availability(model, new Set([model.ids[3]!]), price);
    expect([0, 1, 2, 3, 4].map(a.canTake)).toEqual([false, true, false, false, true]);
    expect(a.held(3)).toBe(true);
    expect(a.price(2)).toBeNull();
    expect(a.price(4)).toBe(1000);
  });

  it('counts free seats, runs of a party, the lowest price and the buyer\'s own seats', () => {
    const { model, price, rows } = hall();
    model.status[2] = SeatStatus.unavailable; // row 1: seats 1-2 | 4-5-6
    const a = availability(model, new Set([model.ids[7]!]), price); // row 2: seat 2 in the cart
    expect(rowsOffer(rows, 3, a)).toEqual({ free: 10, runs: 1 + 2, minPrice: 1000, held: 1 });
    expect(rowsOffer([rows[0]!], 4, a)).toEqual({ free: 5, runs: 0, minPrice: 1000, held: 0 });
  });

  it('lists a row\'s runs and the seats in the cart in the order they stand', () => {
    const { model, price, rows } = hall();
    const a = availability(model, new Set([model.ids[2]!]), price);
    const items = rowItems(rows[0]!, 2, a);
    const seats = (i: number) => model.seat[i];
    expect(items.map((item) => (item.kind === 'run' ? item.seats.map(seats).join('-') : `held ${seats(item.seat)}`))).toEqual(['1-2', 'held 3', '4-5', '5-6']);
    expect(items[0]).toMatchObject({ kind: 'run', price: 2000 });
  });
});
