import { describe, expect, it } from 'vitest';
import { SeatStatus } from '../../../../engine';
import { soldOutZones } from './sold-out';

describe('soldOutZones', () => {
  it('names the zones on sale without a free seat, in the order given', () => {
    const model = { seatCount: 4, status: Uint8Array.from([SeatStatus.unavailable, SeatStatus.free, SeatStatus.unavailable, SeatStatus.selected]), cat: Int32Array.from([7, 8, 9, 9]) };
    expect(soldOutZones(model, [9, 8, 7])).toEqual([9, 7]);
    expect(soldOutZones(model, [8])).toEqual([]);
  });

  it('finds a zone free again after other zones, seats of zones interleaved', () => {
    const S = SeatStatus;
    const model = { seatCount: 6, status: Uint8Array.from([S.free, S.unavailable, S.free, S.free, S.unavailable, S.free]), cat: Int32Array.from([1, 2, 1, 1, 3, 2]) };
    expect(soldOutZones(model, [1, 2, 3])).toEqual([3]);
  });
});
