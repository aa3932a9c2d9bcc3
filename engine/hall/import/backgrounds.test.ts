import { describe, expect, it } from 'vitest';
import { readVenue } from '../../../fixtures/halls/venues';
import { parseHallSvg } from '../parse';
import { importHallSvg } from '.';

// Two lodges drawn one behind the other, closer than a row and a half, each on a light
// background of its own drawn before the seats (Sketch's «seats_bg» layer), beside a
// parterre whose row numbers are drawn in the gap between them.
describe('lodges on backgrounds of their own, beside the stalls', () => {
  const result = importHallSvg(readVenue('sketch-lodges'));
  const g = parseHallSvg(result.svg);
  const lodgeSeats = (far: boolean) => Array.from({ length: g.seatCount }, (_, i) => i).filter((i) => g.x[i]! < 120 && g.y[i]! > 150 === far);

  it('makes each lodge a sector of its own, named from the text beside it: the backgrounds say where one ends', () => {
    const lodges = result.report.sectors.filter((s) => s.name.startsWith('ЛОЖА'));
    expect(lodges.map((s) => [s.name, s.seats, s.rows.length])).toEqual([
      ['ЛОЖА 1', 6, 2],
      ['ЛОЖА 2', 6, 2],
    ]);
  });

  it('counts each lodge’s rows within it and lists them as guessed; the stalls’ row numbers stay the stalls’', () => {
    const guessed = new Set(result.report.guessedSeats.map((s) => s.seat_id));
    for (const far of [false, true]) {
      const seats = lodgeSeats(far);
      expect(new Set(seats.map((i) => g.rowLabel[i]))).toEqual(new Set(['1', '2']));
      expect(seats.every((i) => guessed.has(g.ids[i]!))).toBe(true);
    }
    const stalls = result.report.sectors.find((s) => s.seats === 24)!;
    expect(stalls.rows.map((r) => [r.label, r.labelFrom, r.seats])).toEqual(['1', '2', '3', '4'].map((l) => [l, 'text', 6]));
  });
});
