import { describe, expect, it } from 'vitest';
import { schemeSeatSchema } from './booking';
import { schemeTicketSchema } from './order';
import { bestSeatsResponseSchema } from './seat-availability';
import { seatName } from './seat-name';

const ru = { row: 'ряд', seat: 'место' };

describe('seatName', () => {
  it('names sector, row and seat', () => {
    expect(seatName('Партер', '3', '12', ru)).toBe('Партер, ряд 3, место 12');
  });

  it('leaves out the row word of a seat numbered by place, and any other empty part', () => {
    expect(seatName('Ложа', '', '7', ru)).toBe('Ложа, место 7');
    expect(seatName('', '2', '7', { row: 'row', seat: 'seat' })).toBe('row 2, seat 7');
  });

  it('lets a seat with no row through every schema that carries one (the map, the cart, best seats)', () => {
    expect(schemeSeatSchema.safeParse({ seat_id: 1, sector: 2, row: '', seat: '7', st_id: 0, quant: 1, limit: 6, seat_name: 'Ложа, место 7', cat: 1 }).success).toBe(true);
    expect(schemeTicketSchema.parse({ seat_id: 1, sector: 2, row: '', seat: '7' }).row).toBe('');
    expect(bestSeatsResponseSchema.parse({ seats: [{ seat_id: 1, index: 0, sector: 2, row: '', seat: '7', cat: 1 }], largest: 1, expires_at: null }).seats[0]!.row).toBe('');
  });
});
