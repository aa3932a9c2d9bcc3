import { describe, expect, it } from 'vitest';
import { coveredSeats } from './covered';
import type { Scene } from './scene';
import type { SeatShape } from './seats';

describe('coveredSeats', () => {
  it('takes a drawing of 200,000 ungrouped seats without overflowing the call stack', () => {
    // A spread of every seat's radius into Math.min overflowed the stack past ~120,000 seats.
    const seats: SeatShape[] = Array.from({ length: 200_000 }, (_, k) => ({ shape: k, x: (k % 500) * 12, y: Math.floor(k / 500) * 12, r: k === 7 ? 3 : 4 }));
    const scene: Scene = { viewBox: null, bounds: { minX: 0, minY: 0, maxX: 6000, maxY: 4800 }, shapes: [], texts: [], pieces: [], images: [], groups: [] };
    const covering = coveredSeats(scene, seats, new Set(seats.map((s) => s.shape)));
    expect(covering.seats).toEqual([]);
  });
});
