import { describe, expect, it } from 'vitest';
import { fixtureHall, fixtureHallNames, generateHall } from '../../fixtures/halls';
import { scanHallSvg } from '../../fixtures/halls/scan';
import type { Hall } from '../../fixtures/halls';
import type { HallGeometry } from './model';
import { parseHallSvg } from './parse';
import { parsePathData } from './path-data';
import { flattenPath, pointInRings } from './path-geometry';

const DEG = Math.PI / 180;
const rot = (deg: number, x: number, y: number): [number, number] => [x * Math.cos(deg * DEG) - y * Math.sin(deg * DEG), x * Math.sin(deg * DEG) + y * Math.cos(deg * DEG)];

function seatAt(g: HallGeometry, seatId: number): { x: number; y: number; r: number } {
  const i = g.indexOf.get(seatId);
  expect(i).toBeDefined();
  return { x: g.x[i!]!, y: g.y[i!]!, r: g.r[i!]! };
}

/** Every seat is where its record says: in its sector's outline (root space), in its row. */
function expectMatchesRecords(hall: Hall, g: HallGeometry): void {
  expect(g.seatCount).toBe(hall.seats.length);
  expect(g.sectors.map((s) => s.id).sort((a, b) => a - b)).toEqual([...new Set(hall.seats.map((s) => s.sector_id))].sort((a, b) => a - b));
  const rings = g.sectors.map((s) => flattenPath(parsePathData(s.outline!.d), s.outline!.matrix));
  const misplaced: number[] = [];
  for (const rec of hall.seats) {
    const i = g.indexOf.get(rec.seat_id)!;
    const sector = g.sectors[g.sector[i]!]!;
    if (sector.id !== rec.sector_id || g.rowLabel[i] !== rec.row || !pointInRings(rings[g.sector[i]!]!, g.x[i]!, g.y[i]!)) misplaced.push(rec.seat_id);
  }
  expect(misplaced).toEqual([]);
  // Reading order: each sector lists its seats by row, then seat number, as the records do.
  const bySector = new Map<number, number[]>();
  for (const s of hall.seats) {
    const list = bySector.get(s.sector_id) ?? [];
    list.push(g.indexOf.get(s.seat_id)!);
    bySector.set(s.sector_id, list);
  }
  const wrongOrder = g.sectors.filter((sector) => bySector.get(sector.id)!.join() !== sector.seats.join()).map((s) => s.id);
  expect(wrongOrder).toEqual([]);
  expect(g.stands.map((s) => [s.id, s.sectorId])).toEqual(hall.stands.map((s) => [s.seat_id, s.sector_id]));
}

describe('parseHallSvg on the fixture halls', () => {
  for (const name of fixtureHallNames) {
    it(`${name}: seat count, sectors, rows, positions inside the sector outlines`, () => {
      const hall = fixtureHall(name);
      const g = parseHallSvg(hall.svg);
      expectMatchesRecords(hall, g);
      expect(g.viewBox).toEqual({ minX: 0, minY: 0, maxX: hall.width, maxY: hall.height });
      expect(g.stage).toHaveLength(1);
      expect(g.warnings).toBeUndefined();
      for (let i = 0; i < g.seatCount; i++) expect(g.r[i]).toBeCloseTo(0.45, 5);
    });

    it(`${name}: every seat centre agrees with the fixtures' own reader`, () => {
      const hall = fixtureHall(name);
      const g = parseHallSvg(hall.svg);
      let worst = 0;
      for (const s of scanHallSvg(hall.svg).seats) {
        const p = seatAt(g, Number(s.id));
        worst = Math.max(worst, Math.abs(p.x - s.global.x), Math.abs(p.y - s.global.y));
      }
      // Float32 storage: a few millionths of a unit.
      expect(worst).toBeLessThan(1e-4);
    });
  }

  it('theatre: left balcony, translate(9 36) rotate(80), straight rows translated by (0, 0.9 + 1.3 k)', () => {
    const hall = fixtureHall('theatre');
    const g = parseHallSvg(hall.svg);
    const left = hall.seats.filter((s) => s.sector_id === 3);
    const check = (row: string, seat: number, count: number, k: number): void => {
      const rec = left.find((s) => s.row === row && s.seat === String(seat))!;
      const [x, y] = rot(80, (seat - 1 - (count - 1) / 2) * 1.2, 0.9 + 1.3 * k);
      const p = seatAt(g, rec.seat_id);
      expect(p.x).toBeCloseTo(9 + x, 4);
      expect(p.y).toBeCloseTo(36 + y, 4);
    };
    check('A', 1, 22, 0);
    check('A', 22, 22, 0);
    check('C', 7, 22, 2);
    check('D', 21, 21, 3);
  });

  it('theatre: right balcony, rotate(-80 95 36) translate(95 36) = translate(95 36) rotate(-80)', () => {
    const hall = fixtureHall('theatre');
    const g = parseHallSvg(hall.svg);
    const rec = hall.seats.find((s) => s.sector_id === 4 && s.row === 'B' && s.seat === '1')!;
    const [x, y] = rot(-80, -12.6, 0.9 + 1.3);
    const p = seatAt(g, rec.seat_id);
    expect(p.x).toBeCloseTo(95 + x, 4);
    expect(p.y).toBeCloseTo(36 + y, 4);
  });

  it('stadium bowl: a top-side sector turned 180° and an end sector on an arc', () => {
    const hall = fixtureHall('stadium');
    const g = parseHallSvg(hall.svg);
    // Read the written numbers back from the SVG, then compose the transforms by hand.
    const tier = /<g data-tier="1" transform="translate\(([-\d.]+) ([-\d.]+)\)">/.exec(hall.svg)!;
    const [tx, ty] = [Number(tier[1]), Number(tier[2])];
    const top = /<g data-sector-id="1" [^>]*transform="translate\(([-\d.]+) ([-\d.]+)\) rotate\(180\)">[\s\S]*?<g data-row="1" transform="translate\(0 ([-\d.]+)\)"><circle data-seat-id="(\d+)" cx="([-\d.]+)" cy="0"/.exec(hall.svg)!;
    const [sx, sy, rowY, id, cx] = top.slice(1).map(Number) as [number, number, number, number, number];
    const p = seatAt(g, id);
    expect(p.x).toBeCloseTo(tx + sx - cx, 4);
    expect(p.y).toBeCloseTo(ty + sy - rowY, 4);

    const end = /<g data-sector-id="(\d+)" [^>]*transform="translate\(([-\d.]+) 0\) rotate\(([-\d.]+)\)">[\s\S]*?<g data-row="1"><circle data-seat-id="(\d+)" cx="([-\d.]+)" cy="([-\d.]+)"/.exec(hall.svg)!;
    const [, ex, angle, seatId, ecx, ecy] = end.slice(1).map(Number) as number[];
    expect(Number(angle)).not.toBe(0);
    const [rx, ry] = rot(angle!, ecx!, ecy!);
    const q = seatAt(g, seatId!);
    expect(q.x).toBeCloseTo(tx + ex! + rx, 4);
    expect(q.y).toBeCloseTo(ty + ry, 4);
  });

  it('arena: the fan zones inside the transformed floor group, with their labels', () => {
    const g = parseHallSvg(fixtureHall('arena').svg);
    expect(g.stands.map((s) => s.label)).toEqual(['Фан-зона 1', 'Фан-зона 2']);
    const rect = g.stands[0]!;
    // rect x=-57 y=-32 w=40 h=64 inside translate(centre): bounds are the rect moved by the centre.
    const [e, f] = [rect.outline.matrix[4], rect.outline.matrix[5]];
    expect(rect.outline.bounds.minX).toBeCloseTo(e - 57, 6);
    expect(rect.outline.bounds.maxY).toBeCloseTo(f + 32, 6);
    expect(g.stage[0]!.label).toBe('Сцена');
  });

  it('sector bounds hold their seats and outline; hall bounds hold everything', () => {
    const g = parseHallSvg(fixtureHall('arena').svg);
    for (const s of g.sectors) {
      for (const i of s.seats) {
        expect(g.x[i]! - g.r[i]!).toBeGreaterThanOrEqual(s.bounds.minX - 1e-4);
        expect(g.y[i]! + g.r[i]!).toBeLessThanOrEqual(s.bounds.maxY + 1e-4);
      }
      expect(s.bounds.minX).toBeGreaterThanOrEqual(g.bounds.minX);
      expect(s.bounds.maxY).toBeLessThanOrEqual(g.bounds.maxY);
    }
  });
});

describe('parseHallSvg on generated halls', () => {
  for (const n of [1000, 25_000]) {
    it(`generated-${n}`, () => {
      const hall = generateHall(n);
      const g = parseHallSvg(hall.svg);
      expectMatchesRecords(hall, g);
      expect(new Set(g.ids).size).toBe(n);
    });
  }
});
