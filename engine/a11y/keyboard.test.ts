import { describe, expect, it } from 'vitest';
import { fixtureHall } from '../../fixtures/halls';
import type { Hall } from '../../fixtures/halls';
import { joinSeatData } from '../hall/join';
import { parseHallSvg } from '../hall/parse';
import { seatDataFor } from '../hall/test-data';
import { SeatKeyboard, moveSeatFocus } from './keyboard';

function model(hall: Hall, onSale?: (k: number) => boolean) {
  return joinSeatData(parseHallSvg(hall.svg), seatDataFor(hall, onSale));
}

describe('keyboard movement', () => {
  const hall = fixtureHall('chamber');
  const m = model(hall);
  const kb = new SeatKeyboard(m);
  const at = (sectorId: number, row: string, seat: string): number => m.indexOf.get(hall.seats.find((s) => s.sector_id === sectorId && s.row === row && s.seat === seat)!.seat_id)!;
  const label = (i: number): string => `${m.row[i]}-${m.seat[i]}`;

  it('moves along a curved row, stopping at its ends', () => {
    const start = at(1, '3', '5');
    expect(label(kb.move(start, 'right'))).toBe('3-6');
    expect(label(kb.move(start, 'left'))).toBe('3-4');
    const first = at(1, '3', '1');
    expect(kb.move(first, 'left')).toBe(first);
    expect(m.x[kb.move(first, 'right')]!).toBeGreaterThan(m.x[first]!);
  });

  it('moves across rows to the seat of the next row nearest along the row', () => {
    const start = at(1, '3', '5');
    const down = kb.move(start, 'down');
    expect(m.row[down]).toBe('4');
    expect(m.y[down]!).toBeGreaterThan(m.y[start]!);
    // No seat of row 4 lies closer along row 3's direction (its first seat to its last).
    const row3 = m.sectors[0]!.seats.filter((i) => m.row[i] === '3');
    const row4 = m.sectors[0]!.seats.filter((i) => m.row[i] === '4');
    const [a, b] = [row3[0]!, row3[row3.length - 1]!];
    const dir = Math.atan2(m.y[b]! - m.y[a]!, m.x[b]! - m.x[a]!);
    const along = (i: number): number => Math.abs((m.x[i]! - m.x[start]!) * Math.cos(dir) + (m.y[i]! - m.y[start]!) * Math.sin(dir));
    expect(along(down)).toBeLessThanOrEqual(Math.min(...row4.map(along)) + 1e-6);
    expect(along(down)).toBeLessThan(0.6); // half the seat pitch
    expect(m.row[kb.move(start, 'up')]).toBe('2');
    expect(kb.move(at(1, '1', '3'), 'up')).toBe(at(1, '1', '3'));
    // Up then down from the middle of a row comes back.
    expect(kb.move(kb.move(start, 'down'), 'up')).toBe(start);
  });

  it('follows the screen in a sector turned 180° (a stand across the field)', () => {
    const stadium = fixtureHall('stadium');
    const sm = model(stadium);
    const sector = sm.sectors[0]!; // a top-side sector: seat 1 is on the screen's right, row 2 above row 1
    const rowOne = [...sector.seats].filter((i) => sm.row[i] === '1');
    const mid = rowOne[5]!;
    const right = moveSeatFocus(sm, mid, 'right');
    expect(sm.x[right]!).toBeGreaterThan(sm.x[mid]!);
    expect(sm.seat[right]).toBe(String(Number(sm.seat[mid]) - 1));
    const up = moveSeatFocus(sm, mid, 'up');
    expect(sm.row[up]).toBe('2');
    expect(sm.y[up]!).toBeLessThan(sm.y[mid]!);
    expect(moveSeatFocus(sm, mid, 'down')).toBe(mid);
  });
});
