import { describe, expect, it } from 'vitest';
import { fixtureHall } from '../../fixtures/halls';
import { parseHallSvg } from '../hall/parse';
import { SeatIndex } from '../spatial/seat-index';
import { hitTest } from './hit-test';

describe('hitTest', () => {
  const g = parseHallSvg(fixtureHall('theatre').svg);
  const index = SeatIndex.fromModel(g);
  // A seat at the end of a stalls row: nothing on its outer side for a while.
  const sector = g.sectors[0]!;
  const seat = sector.seats[0]!;
  const [sx, sy] = [g.x[seat]!, g.y[seat]!];
  const next = sector.seats[1]!;
  // Outward along the row, away from its neighbour.
  const len = Math.hypot(sx - g.x[next]!, sy - g.y[next]!);
  const [ox, oy] = [(sx - g.x[next]!) / len, (sy - g.y[next]!) / len];

  it('a tap 10 px off a small seat hits with touch and misses with the mouse', () => {
    const scale = 10; // CSS px per unit: the seat (r 0.45) is drawn 4.5 px wide in radius
    const tap = { x: sx + (ox * 10) / scale, y: sy + (oy * 10) / scale };
    expect(hitTest(g, index, tap, scale, { touch: true })).toEqual({ kind: 'seat', index: seat });
    expect(hitTest(g, index, tap, scale)?.kind).not.toBe('seat');
    // 5 px off: within the mouse's 6 px minimum.
    expect(hitTest(g, index, { x: sx + (ox * 5) / scale, y: sy + (oy * 5) / scale }, scale)).toEqual({ kind: 'seat', index: seat });
  });

  it("zoomed in, the seat's own radius is the hit radius", () => {
    const scale = 100; // seat radius 45 px: the 16 px touch minimum no longer matters
    const edge = { x: sx + ox * 0.44, y: sy + oy * 0.44 };
    expect(hitTest(g, index, edge, scale, { touch: true })).toEqual({ kind: 'seat', index: seat });
    expect(hitTest(g, index, { x: sx + ox * 0.5, y: sy + oy * 0.5 }, scale, { touch: true })?.kind).not.toBe('seat');
  });

  it('between two seats the nearer one wins; a filter skips seats', () => {
    const p = { x: sx * 0.6 + g.x[next]! * 0.4, y: sy * 0.6 + g.y[next]! * 0.4 };
    expect(hitTest(g, index, p, 10, { touch: true })).toEqual({ kind: 'seat', index: seat });
    expect(hitTest(g, index, p, 10, { touch: true, filter: (i) => i !== seat })).toEqual({ kind: 'seat', index: next });
  });

  it('seats before stands before sectors; nothing outside', () => {
    expect(hitTest(g, index, { x: 52, y: 80 }, 4, { touch: true })).toEqual({ kind: 'stand', id: g.stands[0]!.id });
    // Inside the stalls outline but between rows, zoomed so far that no seat reaches.
    const mid = { x: sx - ox * 0, y: sy + 0.65 };
    const hit = hitTest(g, index, mid, 1000);
    expect(hit).toEqual({ kind: 'sector', sectorIndex: 0 });
    expect(hitTest(g, index, { x: 1, y: 88 }, 10)).toBeNull();
    expect(hitTest(g, index, { x: Number.NaN, y: 1 }, 10)).toBeNull();
  });
});
