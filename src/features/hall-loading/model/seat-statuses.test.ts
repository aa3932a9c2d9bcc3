import { describe, expect, it } from 'vitest';
import type { SchemeSeat } from '../../../../contract/booking';
import { SeatStatus } from '../../../../engine';
import { buildSyntheticHall } from '../../../../engine/testing/synthetic-hall';
import { refreshStatuses } from './seat-statuses';

const seat = (seat_id: number): SchemeSeat => ({ seat_id, sector: 1, row: '1', seat: String(seat_id), st_id: 0, quant: 1, limit: 6, seat_name: '', cat: 1 });
const stand = (seat_id: number, quant: number): SchemeSeat => ({ seat_id, sector: 9, row: '', seat: '', st_id: -1, quant, limit: 6, seat_name: 'Gallery', cat: 2 });

describe('refreshing seat statuses from fresh map data', () => {
  // Seats 1…4 free, seat 2 selected (in the cart), seat 3 selected too; stand 100 holds 3 in the cart.
  const hall = () => {
    const model = buildSyntheticHall({
      sectors: [{ x: 0, y: 0, rows: 1, seatsPerRow: 4, cat: 1 }],
      stands: [{ id: 100, sectorId: 9, bounds: { minX: 0, minY: 3, maxX: 4, maxY: 5 }, quant: 10, cat: 2 }],
    });
    model.status[1] = SeatStatus.selected;
    model.status[2] = SeatStatus.selected;
    return model;
  };
  const cart = new Map([[2, 1], [3, 1], [100, 3]]);

  it('marks seats that left the data unavailable and drops taken cart seats', () => {
    const r = refreshStatuses(hall(), { seat_numbers: [seat(1), seat(2), seat(4)], seat_stand: [stand(100, 10)] }, cart);
    expect(r.updates).toEqual([[3, SeatStatus.unavailable]]);
    expect(r.gone).toEqual([3]);
    expect(r.stands.get(100)?.quant).toBe(10);
  });

  it('drops a standing place with fewer places left than the cart holds', () => {
    const r = refreshStatuses(hall(), { seat_numbers: [seat(1), seat(2), seat(3), seat(4)], seat_stand: [stand(100, 2)] }, cart);
    expect(r.gone).toEqual([100]);
    expect(r.updates).toEqual([]);
  });

  it('frees a seat that came back on sale and keeps cart seats selected', () => {
    const model = hall();
    model.status[3] = SeatStatus.unavailable;
    const r = refreshStatuses(model, { seat_numbers: [seat(1), seat(2), seat(3), seat(4)], seat_stand: [] }, cart);
    expect(r.updates).toEqual([[4, SeatStatus.free]]);
    // The stand is missing from the data: nothing of it is left.
    expect(r.gone).toEqual([100]);
  });
});
