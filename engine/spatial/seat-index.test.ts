import { describe, expect, it } from 'vitest';
import { fixtureHall, generateHall } from '../../fixtures/halls';
import type { Bounds, HallGeometry } from '../hall/model';
import { parseHallSvg } from '../hall/parse';
import { seededRandom } from '../hall/test-data';
import { SeatIndex } from './seat-index';

function bruteSearch(g: HallGeometry, b: Bounds): number[] {
  const out: number[] = [];
  for (let i = 0; i < g.seatCount; i++) {
    const x = g.x[i]!, y = g.y[i]!, r = g.r[i]!;
    if (x + r >= b.minX && x - r <= b.maxX && y + r >= b.minY && y - r <= b.maxY) out.push(i);
  }
  return out;
}

function bruteNearest(g: HallGeometry, x: number, y: number, radius: number, filter?: (i: number) => boolean): number {
  let best = -1;
  let score = Infinity;
  for (let i = 0; i < g.seatCount; i++) {
    const d = Math.hypot(x - g.x[i]!, y - g.y[i]!);
    if (d > radius + g.r[i]! || (filter && !filter(i))) continue;
    if (d - g.r[i]! < score) {
      best = i;
      score = d - g.r[i]!;
    }
  }
  return best;
}

describe('SeatIndex', () => {
  const g = parseHallSvg(generateHall(5000).svg);
  const index = SeatIndex.fromModel(g);
  const random = seededRandom(42);
  const point = (): [number, number] => [g.bounds.minX + random() * (g.bounds.maxX - g.bounds.minX), g.bounds.minY + random() * (g.bounds.maxY - g.bounds.minY)];

  it('search matches brute force on random boxes', () => {
    for (let k = 0; k < 200; k++) {
      const [x, y] = point();
      const w = random() * 60;
      const h = random() * 60;
      const box = { minX: x, minY: y, maxX: x + w, maxY: y + h };
      expect(index.search(box).sort((a, b) => a - b)).toEqual(bruteSearch(g, box));
    }
  });

  it('nearest matches brute force on random points, with and without a filter', () => {
    const even = (i: number): boolean => i % 2 === 0;
    let hits = 0;
    for (let k = 0; k < 500; k++) {
      // Half the points near a seat, half anywhere.
      const [x, y] = k % 2 ? point() : [g.x[k * 7]! + (random() - 0.5) * 2, g.y[k * 7]! + (random() - 0.5) * 2];
      const radius = random() * 2;
      const got = index.nearest(x, y, radius);
      expect(got).toBe(bruteNearest(g, x, y, radius));
      expect(index.nearest(x, y, radius, even)).toBe(bruteNearest(g, x, y, radius, even));
      if (got >= 0) hits++;
    }
    expect(hits).toBeGreaterThan(100);
  });

  it('a point on a seat centre finds that seat; empty space finds none', () => {
    expect(index.nearest(g.x[123]!, g.y[123]!, 0)).toBe(123);
    expect(index.nearest(g.bounds.minX - 50, g.bounds.minY - 50, 5)).toBe(-1);
  });

  it('searchSectors and sectorAt follow sector bounds and outlines', () => {
    for (let s = 0; s < g.sectors.length; s += 5) {
      const i = g.sectors[s]!.seats[0]!;
      expect(index.sectorAt(g.x[i]!, g.y[i]!)).toBe(s);
      expect(index.searchSectors({ minX: g.x[i]!, minY: g.y[i]!, maxX: g.x[i]!, maxY: g.y[i]! })).toContain(s);
    }
    expect(index.sectorAt(g.bounds.minX - 1, g.bounds.minY - 1)).toBe(-1);
  });

  it('standAt finds standing areas by their outline (rect, polygon, path with arcs)', () => {
    const arena = parseHallSvg(fixtureHall('arena').svg);
    const ai = SeatIndex.fromModel(arena);
    const [fan1, fan2] = arena.stands;
    const [e, f] = [fan1!.outline.matrix[4], fan1!.outline.matrix[5]];
    // fan zone 1: rect x -57..-17, y -32..32; fan zone 2: M-15 -30 L37 -30 A30 30 0 0 1 37 30 L-15 30 Z.
    expect(ai.standAt(e - 40, f)).toBe(0);
    expect(ai.standAt(e + 0, f + 10)).toBe(1);
    expect(ai.standAt(e + 37 + 29, f)).toBe(1); // inside the arc's bulge
    expect(ai.standAt(e + 37 + 29, f + 20)).toBe(-1); // outside it, still inside the bounds
    expect(fan2!.id).toBe(arena.stands[1]!.id);
    const theatre = parseHallSvg(fixtureHall('theatre').svg);
    expect(SeatIndex.fromModel(theatre).standAt(52, 80)).toBe(0);
  });
});

describe('hilbertPack', () => {
  it('orders a grid along a Hilbert curve: aligned blocks are contiguous, each step is to a neighbour', async () => {
    const { hilbert } = await import('./hilbert-pack');
    const size = 64;
    const at = new Map<number, [number, number]>();
    for (let x = 0; x < size; x++) for (let y = 0; y < size; y++) at.set(hilbert(x, y), [x, y]);
    const keys = [...at.keys()].sort((a, b) => a - b);
    expect(keys[keys.length - 1]! - keys[0]!).toBe(size * size - 1);
    for (let k = 1; k < keys.length; k++) {
      const [a, b] = at.get(keys[k - 1]!)!;
      const [c, d] = at.get(keys[k]!)!;
      expect(Math.abs(a - c) + Math.abs(b - d)).toBe(1);
    }
  });

  it('builds the same answers for tiny halls and for seats given in any order', () => {
    const g = parseHallSvg(fixtureHall('chamber').svg);
    const index = SeatIndex.fromModel(g);
    const everything = { minX: -1e9, minY: -1e9, maxX: 1e9, maxY: 1e9 };
    expect(index.search(everything).sort((a, b) => a - b)).toEqual(Array.from({ length: g.seatCount }, (_, i) => i));
    const one = parseHallSvg('<svg viewBox="0 0 9 9"><circle data-seat-id="4" cx="3" cy="3" r="1"/></svg>');
    expect(SeatIndex.fromModel(one).search({ minX: 3.9, minY: 3.9, maxX: 5, maxY: 5 })).toEqual([0]);
    expect(SeatIndex.fromModel(one).nearest(3, 3.5, 0)).toBe(0);
  });
});
