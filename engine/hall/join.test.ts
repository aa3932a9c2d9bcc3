import { describe, expect, it } from 'vitest';
import { fixtureHall } from '../../fixtures/halls';
import { parseHallSvg } from './parse';
import { joinSeatData, setSeatStatus, toggleSeatSelection } from './join';
import { SeatStatus } from './model';
import { seatDataFor } from './test-data';

describe('joinSeatData', () => {
  const hall = fixtureHall('theatre');
  const geometry = parseHallSvg(hall.svg);

  it('listed seats are free with their category and labels; drawn but unlisted seats are unavailable', () => {
    const data = seatDataFor(hall, (k) => k % 3 !== 0);
    const m = joinSeatData(geometry, data);
    hall.seats.forEach((rec, k) => {
      const i = m.indexOf.get(rec.seat_id)!;
      expect(m.status[i]).toBe(k % 3 !== 0 ? SeatStatus.free : SeatStatus.unavailable);
      expect(m.cat[i]).toBe(k % 3 !== 0 ? rec.zonelevel_id : -1);
      // Labels: from the data when listed, else the SVG's row label (and no seat number in these SVGs).
      expect(m.row[i]).toBe(rec.row);
      expect(m.seat[i]).toBe(k % 3 !== 0 ? rec.seat : '');
    });
    expect(m.standData.get(hall.stands[0]!.seat_id)).toEqual({ quant: 100, limit: 10, cat: 24, name: 'Стоячие места' });
    expect(m.meta).toEqual({ zoomporog: 500, zoommax: 24, usestrokesector: true, showseatnumber: true });
  });

  it('a seat with quant 0 is not free; data ids not drawn are ignored and counted', () => {
    const data = seatDataFor(hall);
    data.seat_numbers[0] = { ...data.seat_numbers[0]!, quant: 0 };
    data.seat_numbers.push({ ...data.seat_numbers[1]!, seat_id: 90_001 }, { ...data.seat_numbers[1]!, seat_id: 90_002 });
    const m = joinSeatData(geometry, data);
    expect(m.status[m.indexOf.get(hall.seats[0]!.seat_id)!]).toBe(SeatStatus.unavailable);
    expect(m.warnings).toEqual([{ code: 'data-not-drawn', ids: [90_001, 90_002], count: 2 }]);
  });

  it('never changes the geometry, so one parsed hall serves many sessions', () => {
    const before = { row: [...geometry.rowLabel], sectors: geometry.sectors.map((s) => [...s.seats].join()) };
    const data = seatDataFor(hall);
    // The data numbers seats from the right in sector 1: the sector's reading order follows it.
    for (const item of data.seat_numbers) if (item.sector === 1) item.seat = String(1000 - Number(item.seat));
    const m = joinSeatData(geometry, data);
    expect(geometry.rowLabel).toEqual(before.row);
    expect(geometry.sectors.map((s) => [...s.seats].join())).toEqual(before.sectors);
    const first = m.sectors[0]!.seats;
    expect(m.seat[first[0]!]! < m.seat[first[1]!]!).toBe(true);
    expect(m.sectors[1]).toBe(geometry.sectors[1]);
    expect(m.x).toBe(geometry.x);
  });

  it('falls back to default metadata for missing or silly values', () => {
    const m = joinSeatData(geometry, { ...seatDataFor(hall), zoomporog: 0, zoommax: Number.NaN, usestrokesector: 0, showseatnumber: 0 });
    expect(m.meta).toEqual({ zoomporog: 500, zoommax: 24, usestrokesector: false, showseatnumber: false });
  });

  it('setSeatStatus and toggleSeatSelection', () => {
    const m = joinSeatData(geometry, seatDataFor(hall, (k) => k !== 0));
    const taken = m.indexOf.get(hall.seats[0]!.seat_id)!;
    const free = m.indexOf.get(hall.seats[1]!.seat_id)!;
    expect(toggleSeatSelection(m, free)).toBe(SeatStatus.selected);
    expect(toggleSeatSelection(m, free)).toBe(SeatStatus.free);
    expect(toggleSeatSelection(m, taken)).toBe(SeatStatus.unavailable);
    expect(setSeatStatus(m, taken, SeatStatus.free)).toBe(true);
    expect(setSeatStatus(m, taken, SeatStatus.free)).toBe(false);
    expect(setSeatStatus(m, -1, SeatStatus.free)).toBe(false);
  });
});
