import { describe, expect, it } from 'vitest';
import type { Bounds, Matrix } from './model';
import { IDENTITY, lengthScale, multiply, parseTransform } from './matrix';
import { parsePathData, serializePath } from './path-data';
import { flattenPath, pathBounds, pointInRings } from './path-geometry';
import { naturalCompare, readingOrder } from './reading-order';
import { numberAt } from './fast-number';

const apply = (m: Matrix, x: number, y: number): [number, number] => [m[0] * x + m[2] * y + m[4], m[1] * x + m[3] * y + m[5]];
const bounds = (d: string, m: Matrix = IDENTITY): Bounds => pathBounds(parsePathData(d), m);
function expectBounds(b: Bounds, [minX, minY, maxX, maxY]: number[]): void {
  expect(b.minX).toBeCloseTo(minX!, 6);
  expect(b.minY).toBeCloseTo(minY!, 6);
  expect(b.maxX).toBeCloseTo(maxX!, 6);
  expect(b.maxY).toBeCloseTo(maxY!, 6);
}

describe('parseTransform', () => {
  it('reads every SVG transform function, with commas or spaces', () => {
    expect(apply(parseTransform('translate(10)')!, 1, 1)).toEqual([11, 1]);
    expect(apply(parseTransform('translate(10,-5) scale(2)')!, 1, 1)).toEqual([12, -3]);
    expect(apply(parseTransform('scale(2 3)')!, 1, 1)).toEqual([2, 3]);
    expect(apply(parseTransform('matrix(1,0,0,1,5,6)')!, 1, 1)).toEqual([6, 7]);
    const r = apply(parseTransform('rotate(90)')!, 1, 0);
    expect(r[0]).toBeCloseTo(0, 12);
    expect(r[1]).toBeCloseTo(1, 12);
    // rotate(a cx cy) turns about (cx, cy): (cx, cy) stays, (cx + 1, cy) goes to (cx, cy + 1).
    const m = parseTransform('rotate(90 10 20)')!;
    expect(apply(m, 10, 20).map((v) => Math.round(v * 1e9) / 1e9)).toEqual([10, 20]);
    expect(apply(m, 11, 20).map((v) => Math.round(v * 1e9) / 1e9)).toEqual([10, 21]);
    expect(apply(parseTransform('skewX(45)')!, 0, 2)[0]).toBeCloseTo(2, 12);
    expect(apply(parseTransform('skewY(45)')!, 2, 0)[1]).toBeCloseTo(2, 12);
    expect(parseTransform('  translate( 1e1 , .5 )scale(1)')).toEqual([1, 0, 0, 1, 10, 0.5]);
  });

  it('composes left to right as SVG does, and refuses garbage', () => {
    const a = parseTransform('translate(5 0) scale(2)')!;
    expect(a).toEqual(multiply([1, 0, 0, 1, 5, 0], [2, 0, 0, 2, 0, 0]));
    expect(lengthScale(parseTransform('scale(2 8)')!)).toBe(4);
    for (const bad of ['translate(1 2', 'spin(3)', 'rotate(1 2)', 'matrix(1 2 3)', 'translate(a)', 'scale()']) expect(parseTransform(bad)).toBeNull();
  });
});

describe('path data', () => {
  it('bounds of lines: M L H V Z, absolute and relative, implicit linetos', () => {
    expectBounds(bounds('M10 20 L30 40 H5 V50 Z'), [5, 20, 30, 50]);
    // After z the current point is the subpath start (10, 20): m1 1 starts at (11, 21).
    expectBounds(bounds('m10 20 l20 20 h-25 v10 z m1 1 l-3 -30'), [5, -9, 30, 50]);
    expectBounds(bounds('M0,0 10,10 20,-5'), [0, -5, 20, 10]);
    expectBounds(bounds('m0 0 10 10 5 5'), [0, 0, 15, 15]);
  });

  it('bounds of curves: C S Q T exactly (their turning points), relative too', () => {
    // C0 10 10 10 10 0 peaks at t = 1/2: y = 3/4 × 10.
    expectBounds(bounds('M0 0 C0 10 10 10 10 0'), [0, 0, 10, 7.5]);
    expectBounds(bounds('M0 0 c0 10 10 10 10 0 s10 -10 10 0'), [0, -7.5, 20, 7.5]);
    // A quadratic through control (5, 10) peaks at half its control height; T reflects it.
    expectBounds(bounds('M0 0 Q5 10 10 0 T20 0'), [0, -5, 20, 5]);
    expectBounds(bounds('M0 0 q5 10 10 0 t10 0'), [0, -5, 20, 5]);
    // S after a non-curve takes the current point as its first control point.
    expectBounds(bounds('M0 0 S10 10 20 0'), [0, 0, 20, 10 * (4 / 9)]);
  });

  it('bounds of arcs: a full circle from two half arcs is its square, flags written without spaces', () => {
    expectBounds(bounds('M-5 0 A5 5 0 1 0 5 0 A5 5 0 1 0 -5 0 Z'), [-5, -5, 5, 5]);
    expectBounds(bounds('M-5 0a5 5 0 1010 0a5 5 0 10-10 0z'), [-5, -5, 5, 5]);
    // Radii too small are scaled up: a half circle of radius 5 between (0,0) and (10,0).
    expectBounds(bounds('M0 0 A1 1 0 0 1 10 0'), [0, -5, 10, 0]);
    // Zero radius is a straight line.
    expectBounds(bounds('M0 0 A0 5 0 0 1 10 10'), [0, 0, 10, 10]);
    // The fixtures' annular sector (inner arc, side, outer arc, close): the outer arc's lowest
    // point is its radius below the centre, within the arc approximation's 0.03%.
    const wedge = bounds('M11.01 13.08 A17.1 17.1 0 0 1 -11.01 13.08 L-29.74 35.35 A46.2 46.2 0 0 0 29.74 35.35 Z');
    expectBounds({ ...wedge, maxY: 0 }, [-29.74, 13.08, 29.74, 0]);
    expect(Math.abs(wedge.maxY - 46.2)).toBeLessThan(46.2 * 3e-4);
  });

  it('bounds in root space go through the matrix', () => {
    expectBounds(bounds('M0 0 L10 0 L10 5 L0 5 Z', parseTransform('translate(100 50) rotate(90)')!), [95, 50, 100, 60]);
  });

  it('keeps what precedes an error and never loops on garbage', () => {
    expectBounds(bounds('M0 0 L10 10 L oops 50 50'), [0, 0, 10, 10]);
    expect(parsePathData('garbage').cmds).toEqual([]);
    expect(parsePathData('M 1 2 3').cmds).toHaveLength(1);
    expect(serializePath(parsePathData('M0 0 h10 v10 z'))).toBe('M0 0 L10 0 L10 10 Z');
  });

  it('point in flattened outlines: polygons, rings with holes (non-zero), curves', () => {
    const square = flattenPath(parsePathData('M0 0 H10 V10 H0 Z'), IDENTITY);
    expect(pointInRings(square, 5, 5)).toBe(true);
    expect(pointInRings(square, 11, 5)).toBe(false);
    const withHole = flattenPath(parsePathData('M0 0 H10 V10 H0 Z M3 3 V7 H7 V3 Z'), IDENTITY);
    expect(pointInRings(withHole, 5, 5)).toBe(false);
    expect(pointInRings(withHole, 1, 5)).toBe(true);
    const circle = flattenPath(parsePathData('M-5 0 A5 5 0 1 0 5 0 A5 5 0 1 0 -5 0 Z'), parseTransform('translate(20 20)')!);
    expect(pointInRings(circle, 20, 24.5)).toBe(true);
    expect(pointInRings(circle, 24, 24)).toBe(false);
  });
});

describe('numbers and reading order', () => {
  it('reads numbers from the source exactly as parseFloat does', () => {
    for (const v of ['0', '-0.45', '12.34', '  7px', '1e3', '.5', '-.25', '123456789.123456', '0.1', '1.2', '566.8', 'x', '']) {
      expect(numberAt(v, 0, v.length, -999)).toBe(Number.isNaN(parseFloat(v)) ? -999 : parseFloat(v));
    }
  });

  it('orders labels naturally and seats by row, then number, then document order', () => {
    expect(['10', '9', 'B', 'A', '2a', '2', 'A10', 'A9', '010'].sort(naturalCompare)).toEqual(['2', '2a', '9', '10', '010', 'A', 'A9', 'A10', 'B']);
    const row = ['2', '1', '10', '1', '2'];
    const seat = ['1', '2', '1', '1', '1'];
    expect([...readingOrder(Int32Array.from([0, 1, 2, 3, 4]), row, seat)]).toEqual([3, 1, 0, 4, 2]);
    const sorted = Int32Array.from([3, 1]);
    expect(readingOrder(sorted, row, seat)).toBe(sorted);
  });

  it('ignores a label some seats lack: an unsold seat keeps its place in the row', () => {
    const row = ['1', '1', '1', '2'];
    expect([...readingOrder(Int32Array.from([3, 0, 1, 2]), row, ['3', '', '1', '1'])]).toEqual([0, 1, 2, 3]);
    expect([...readingOrder(Int32Array.from([2, 1, 0]), ['', '1', '1'], ['1', '2', '3'])]).toEqual([0, 1, 2]);
    // No rows at all: seat numbers alone decide.
    expect([...readingOrder(Int32Array.from([0, 1, 2]), ['', '', ''], ['3', '1', '2'])]).toEqual([1, 2, 0]);
  });
});
