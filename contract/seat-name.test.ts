import { describe, expect, it } from 'vitest';
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
});
