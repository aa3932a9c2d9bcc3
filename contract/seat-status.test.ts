import { describe, expect, it } from 'vitest';
import { seatsMessageSchema } from './live-seats';
import { LiveSeatStatus, MapSeatStatus, SeatAvailabilityStatus, SeatStatusCodes, seatStatusName } from './seat-status';

describe('the seat status codebook', () => {
  it('gives each status one code per format, and a name back for each code', () => {
    for (const [format, table] of Object.entries(SeatStatusCodes) as [keyof typeof SeatStatusCodes, Record<string, number>][]) {
      const codes = Object.values(table);
      expect(new Set(codes).size, format).toBe(codes.length);
      for (const [name, code] of Object.entries(table)) expect(seatStatusName(format, code)).toBe(name);
    }
    expect(seatStatusName('live', 3)).toBeUndefined();
  });

  it('keeps the codes each format was shipped with: they are read by open pages and stored in the journal', () => {
    expect(SeatAvailabilityStatus).toEqual({ unavailable: 0, free: 1, held: 2, sold: 3 });
    expect(LiveSeatStatus).toEqual({ free: 0, held: 1, sold: 2 });
    expect(MapSeatStatus).toEqual({ unavailable: 0, free: 1, selected: 2 });
  });
});

describe('the live stream message', () => {
  it('refuses malformed messages rather than guessing', () => {
    expect(seatsMessageSchema.safeParse({ s: 1, p: 0, id: 2, c: [[5, LiveSeatStatus.held]] }).success).toBe(true);
    for (const bad of [{}, { s: 1, p: 0, id: 0, c: [] }, { s: 1, p: -1, id: 2, c: [] }, { s: 1, p: 0, id: 2, c: [[5, 3]] }, { s: 1, p: 0, id: 2, c: [[5, 1.5]] }, { s: 1, p: 0, id: 2, c: [[5]] }]) {
      expect(seatsMessageSchema.safeParse(bad).success).toBe(false);
    }
  });
});
