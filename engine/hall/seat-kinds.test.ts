import { describe, expect, it } from 'vitest';
import { fixtureHall } from '../../fixtures/halls';
import { SeatKind, formatSeatKinds, parseSeatKinds } from '../../contract/seat-kind';
import { parseHallSvg } from './parse';

const wrap = (seats: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 20 10"><g data-sector-id="1" data-sector-name="A"><g data-row="1">${seats}</g></g></svg>`;

describe('seat kinds (data-seat-kind)', () => {
  it('reads them from a seat circle and from a seat group, as a bit set; ordinary seats are 0', () => {
    const g = parseHallSvg(
      wrap(
        '<circle data-seat-id="1" data-seat-kind="wheelchair" cx="1" cy="1" r="0.45"/>' +
          '<circle data-seat-id="2" data-seat-kind="companion" cx="2.2" cy="1" r="0.45"/>' +
          '<g data-seat-id="3" data-seat-kind="aisle hearing-loop"><circle cx="3.4" cy="1" r="0.45"/><text x="3.4" y="1">3</text></g>' +
          '<circle data-seat-id="4" cx="4.6" cy="1" r="0.45"/>',
      ),
    );
    const kindOf = (id: number) => g.kind[g.indexOf.get(id)!];
    expect(kindOf(1)).toBe(SeatKind.wheelchair);
    expect(kindOf(2)).toBe(SeatKind.companion);
    expect(kindOf(3)).toBe(SeatKind.aisle | SeatKind['hearing-loop']);
    expect(kindOf(4)).toBe(0);
  });

  it('ignores words it does not know (a newer file) and extra spaces', () => {
    const g = parseHallSvg(wrap('<circle data-seat-id="1" data-seat-kind="  restricted-view  lounge " cx="1" cy="1" r="0.45"/>'));
    expect(g.kind[0]).toBe(SeatKind['restricted-view']);
    expect(parseSeatKinds('')).toBe(0);
    expect(formatSeatKinds(SeatKind.wheelchair | SeatKind.companion)).toBe('wheelchair companion');
  });

  it.each(['theatre', 'arena', 'stadium'] as const)('reads every kind of the %s as its records say', (name) => {
    const hall = fixtureHall(name);
    const g = parseHallSvg(hall.svg);
    const wrong = hall.seats.filter((s) => g.kind[g.indexOf.get(s.seat_id)!] !== parseSeatKinds(s.kind)).map((s) => s.seat_id);
    expect(wrong).toEqual([]);
    expect(hall.seats.filter((s) => s.kind === 'wheelchair').length).toBeGreaterThan(0);
  });
});
