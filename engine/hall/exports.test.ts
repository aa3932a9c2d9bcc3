// The hand-written design-tool exports in fixtures/exports (see its README).
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { schemeSeatSchema } from '../../contract/booking';
import { parseHallSvg } from './parse';
import { joinSeatData } from './join';
import { SeatStatus } from './model';
import { readExport } from '../../fixtures/exports';
import { flattenPath, pointInRings } from './path-geometry';
import { parsePathData } from './path-data';
import { SeatIndex } from '../spatial/seat-index';

const dataSchema = z.object({
  seat_numbers: z.array(schemeSeatSchema),
  seat_stand: z.array(schemeSeatSchema),
  zoomporog: z.number(),
  zoommax: z.number(),
  usestrokesector: z.union([z.literal(0), z.literal(1)]),
  showseatnumber: z.union([z.literal(0), z.literal(1)]),
});
const DEG = Math.PI / 180;

function seat(g: ReturnType<typeof parseHallSvg>, id: number): [number, number, number] {
  const i = g.indexOf.get(id)!;
  return [g.x[i]!, g.y[i]!, g.r[i]!];
}

describe('Illustrator-style export', () => {
  const { svg, data: raw } = readExport('illustrator-club');
  const data = dataSchema.parse(raw);

  it('reads seats drawn as paths, as groups with number text, and in a matrix-rotated sector', () => {
    const g = parseHallSvg(svg);
    expect(g.seatCount).toBe(19);
    expect(g.viewBox).toEqual({ minX: 0, minY: 0, maxX: 400, maxY: 300 });
    // Seat 3: a circle of radius 6 written as relative cubics from (176, 80).
    expect(seat(g, 3).map((v) => +v.toFixed(3))).toEqual([170, 80, 6]);
    // Seat 11: <g><circle cx="200" cy="110" r="6"/><text>4</text></g> (the text in a tspan).
    expect(seat(g, 11)).toEqual([200, 110, 6]);
    expect(g.numberText[g.indexOf.get(11)!]).toBe('4');
    // Seat 17: cx 30 in matrix(0.866 0.5 -0.5 0.866 300 160).
    const [x, y, r] = seat(g, 17);
    expect(x).toBeCloseTo(0.866 * 30 + 300, 4);
    expect(y).toBeCloseTo(0.5 * 30 + 160, 4);
    expect(r).toBeCloseTo(4 * Math.sqrt(0.866 * 0.866 + 0.25), 5);
    expect(g.sectors.map((s) => [s.id, s.name, s.seats.length])).toEqual([[1, 'Партер', 14], [2, 'Балкон', 5]]);
    expect(g.sectors[1]!.outline!.d).toBe('M-8 -8 H68 V8 H-8 Z');
  });

  it('follows <switch> (skips the child needing an extension) and ignores foreign metadata', () => {
    const g = parseHallSvg(svg);
    expect(g.indexOf.has(999)).toBe(false);
    expect(g.stage.map((s) => s.label)).toEqual(['СЦЕНА']);
    expect(g.stands.map((s) => [s.id, s.sectorId, s.label])).toEqual([[100, 3, 'ТАНЦПОЛ']]);
    expect(g.stands[0]!.outline.bounds).toEqual({ minX: 80, minY: 200, maxX: 320, maxY: 260 });
    expect(g.warnings).toBeUndefined();
  });

  it('joins its seat data: the sold seat is unavailable and keeps its number from the drawing', () => {
    const m = joinSeatData(parseHallSvg(svg), data);
    const sold = m.indexOf.get(12)!;
    expect(m.status[sold]).toBe(SeatStatus.unavailable);
    expect([m.row[sold], m.seat[sold], m.cat[sold]]).toEqual(['2', '5', -1]);
    expect(m.status[m.indexOf.get(13)!]).toBe(SeatStatus.free);
    expect(m.standData.get(100)).toEqual({ quant: 180, limit: 10, cat: 63, name: 'Танцпол' });
    expect(m.meta).toEqual({ zoomporog: 500, zoommax: 24, usestrokesector: true, showseatnumber: true });
  });
});

describe('Inkscape-style export', () => {
  const { svg, data: raw } = readExport('inkscape-hall');
  const data = dataSchema.parse(raw);

  it('composes the layer transform with a rotate(a cx cy) sector and translated rows', () => {
    const g = parseHallSvg(svg);
    expect(g.seatCount).toBe(24);
    expect(g.viewBox).toEqual({ minX: 0, minY: 0, maxX: 297, maxY: 210 });
    // Seat 303: ellipse (64, 0) in row translate(0,68), sector rotate(15,60,90), layer translate(-10,5).
    const [dx, dy] = [64 - 60, 68 - 90];
    const [x, y, r] = seat(g, 303);
    expect(x).toBeCloseTo(60 + dx * Math.cos(15 * DEG) - dy * Math.sin(15 * DEG) - 10, 4);
    expect(y).toBeCloseTo(90 + dx * Math.sin(15 * DEG) + dy * Math.cos(15 * DEG) + 5, 4);
    expect(r).toBeCloseTo(2.5, 5);
    // Seat 307: rect x=61.5 y=-2.5 5×5 rx=1 in row translate(0,78): centre (64, 78) before the sector.
    const [dx2, dy2] = [64 - 60, 78 - 90];
    expect(seat(g, 307)[0]).toBeCloseTo(60 + dx2 * Math.cos(15 * DEG) - dy2 * Math.sin(15 * DEG) - 10, 4);
  });

  it('reads ellipses (mean radius), sodipodi arc paths, rects with rx, and matrix rows', () => {
    const g = parseHallSvg(svg);
    expect(seat(g, 309).map((v) => +v.toFixed(4))).toEqual([110, 55, 2.5]);
    expect(seat(g, 316).map((v) => +v.toFixed(3))).toEqual([166, 55, 2.5]);
    expect(seat(g, 324).map((v) => +v.toFixed(4))).toEqual([166, 65, 2.5]);
    expect(g.indexOf.has(998)).toBe(false); // the template circle in <defs> is not drawn
    expect(g.warnings).toBeUndefined(); // the draft of seat 309 in the hidden layer is not read
    expect(g.stage[0]!.label).toBe('Сцена');
    expect(g.stands[0]!.label).toBe('Стоячие & места');
    expect(g.sectors.map((s) => [s.id, s.name, s.seats.length])).toEqual([[21, 'Левая ложа', 8], [22, 'Центр', 16]]);
  });

  it('joins its seat data', () => {
    const m = joinSeatData(parseHallSvg(svg), data);
    expect([...m.status].every((s) => s === SeatStatus.free)).toBe(true);
    expect(m.seatName[m.indexOf.get(324)!]).toBe('Центр, ряд 2, место 8');
    expect(m.standData.get(200)?.quant).toBe(40);
    expect(m.warnings).toBeUndefined();
  });
});

describe('Illustrator export with symbols, its style sheet last', () => {
  const { svg, data: raw } = readExport('illustrator-symbols');
  const data = dataSchema.parse(raw);
  const g = parseHallSvg(svg);

  it('draws every seat placed by <use>: of a <symbol> (viewBox fitted into the use), of a shape in <defs> after it, of a two-part chair', () => {
    // 6 + 6 + 6 seats drawn, seat 18 hidden by a class of the sheet at the end of the file.
    expect(g.seatCount).toBe(17);
    expect(g.warnings).toBeUndefined();
    // Row 1: <use data-seat-id x="-6" y="-6" width="12" height="12" transform="matrix(1 0 0 -1 X 60)"> of a symbol
    // with viewBox "-6 -6 12 12" holding a circle of radius 6 at its origin.
    expect([1, 6].map((id) => seat(g, id))).toEqual([[90, 60, 6], [190, 60, 6]]);
    // Row 2: <g data-seat-id><use href="#SeatSmall" transform="translate(X 80) scale(2)"/>…: a radius-3 circle in <defs> written last.
    expect(seat(g, 7)).toEqual([90, 80, 6]);
    // Row 3: a chair symbol of two rects filling its 10 × 10 viewBox, the use at (X, 95).
    expect(seat(g, 13)).toEqual([90, 100, 5]);
    expect(g.indexOf.has(18)).toBe(false);
    expect(g.sectors.map((s) => [s.id, s.seats.length])).toEqual([[1, 17]]);
  });

  it('gets every number right: joined digits in the seat groups, equal to the seat data', () => {
    const m = joinSeatData(g, data);
    const drawn = data.seat_numbers.filter((s) => m.indexOf.has(s.seat_id));
    expect(drawn).toHaveLength(17);
    for (const s of drawn) {
      const i = m.indexOf.get(s.seat_id)!;
      expect([m.row[i], g.rowLabel[i]]).toEqual([s.row, s.row]);
      if (g.numberText[i] !== '') expect(g.numberText[i]).toBe(s.seat);
    }
    expect(Array.from({ length: 6 }, (_, k) => g.numberText[g.indexOf.get(7 + k)!])).toEqual(['10', '11', '12', '13', '14', '15']);
    expect(m.warnings).toBeUndefined();
  });

  it('applies the style sheet written after what it styles, and keeps even-odd fills', () => {
    const shapes = g.decoration!.shapes;
    // The walls: a ring drawn as two clockwise squares, even-odd by the class rule (else the hall is a grey block).
    expect(shapes[0]).toMatchObject({ fill: '#b3b3b3', outline: { evenOdd: true } });
    // The exit sign and its <use> copy, coloured by .st4.
    expect(shapes.slice(1, 3).map((s) => [s.fill, s.outline.bounds.minX])).toEqual([['#2e3192', 10], ['#2e3192', 282]]);
    // A pillar with a hole: fill-rule in the style attribute.
    expect(shapes[3]).toMatchObject({ fill: '#cccccc', outline: { evenOdd: true } });
    expect(shapes).toHaveLength(4);
    // Text sized by .st2 from the end of the file: 8, not the default 16.
    expect(g.decoration!.texts.map((t) => [t.text, t.size])).toEqual([['СЦЕНА', 8], ['Танцпол', 8]]);
  });

  it('leaves the hole of an even-odd dance floor out of it', () => {
    const floor = g.stands[0]!.outline;
    expect(floor.evenOdd).toBe(true);
    const rings = flattenPath(parsePathData(floor.d), floor.matrix);
    expect(pointInRings(rings, 110, 135, true)).toBe(true);
    // The bar in the middle: inside both squares, covered only by the non-zero rule.
    expect(pointInRings(rings, 150, 155, true)).toBe(false);
    expect(pointInRings(rings, 150, 155)).toBe(true);
    // A tap on the bar is not a tap on the dance floor.
    const index = SeatIndex.fromModel(g);
    expect([index.standAt(110, 135), index.standAt(150, 155)]).toEqual([0, -1]);
  });
});
