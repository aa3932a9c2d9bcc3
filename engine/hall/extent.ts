// The stated bound on where a hall may draw. A browser's canvas turns coordinates past
// float range into nothing (a blank map) and throws on non-finite transforms, so a drawing
// whose numbers are absurd (translate(1e308), cx="1e999", a scale that overflows) is
// refused whole, with one clear reason, instead of opening as a map nobody can see.

import type { Bounds, Matrix, Outline, TextRun, ImageShape, DecorationShape } from './model';
import { HallParseError } from './parse-error';
import { MAX_COORDINATE } from './limits';
import { lengthScale } from './matrix';

// No venue drawing needs more: 10 million units is 10 km at a millimetre a unit.

const sane = (v: number): boolean => v >= -MAX_COORDINATE && v <= MAX_COORDINATE;

function refuse(what: string): never {
  throw new HallParseError('out-of-range', `${what} lies beyond ±${MAX_COORDINATE} units or is not a finite number`);
}

export function checkBounds(b: Bounds, what: string): void {
  // Bounds of nothing are exactly (+∞, −∞) on both axes: nothing to check.
  if (b.minX === Infinity && b.minY === Infinity && b.maxX === -Infinity && b.maxY === -Infinity) return;
  if (!(sane(b.minX) && sane(b.minY) && sane(b.maxX) && sane(b.maxY))) refuse(what);
}

export function checkMatrix(m: Matrix, what: string): void {
  for (const v of m) if (!sane(v)) refuse(what);
}

function checkOutline(o: Outline, what: string): void {
  checkMatrix(o.matrix, what);
  checkBounds(o.bounds, what);
}

export interface DrawnParts {
  viewBox: Bounds | null;
  seats: { count: number; x: ArrayLike<number>; y: ArrayLike<number>; r: ArrayLike<number> };
  outlines: Iterable<Outline | null>;
  shapes: readonly DecorationShape[];
  texts: readonly TextRun[];
  images: readonly ImageShape[];
}

/** Throws HallParseError('out-of-range') when anything drawn lies outside the bound. */
export function checkExtent(p: DrawnParts): void {
  if (p.viewBox) checkBounds(p.viewBox, 'the viewBox');
  const { count, x, y, r } = p.seats;
  for (let i = 0; i < count; i++) if (!(sane(x[i]!) && sane(y[i]!) && sane(r[i]!))) refuse('a seat');
  for (const o of p.outlines) if (o) checkOutline(o, 'an outline');
  for (const s of p.shapes) {
    checkOutline(s.outline, 'a shape');
    // The written hall keeps strokes in the shape's own units: that width must be sane too.
    const scale = lengthScale(s.outline.matrix);
    if (s.stroke !== null && !(sane(s.strokeWidth) && sane(s.strokeWidth / (scale || 1)))) refuse('a stroke width');
  }
  for (const t of p.texts) {
    if (!(sane(t.x) && sane(t.y) && sane(t.size) && Number.isFinite(t.angle))) refuse('a text');
    checkBounds(t.bounds, 'a text');
  }
  for (const i of p.images) {
    if (!(sane(i.x) && sane(i.y) && sane(i.width) && sane(i.height))) refuse('a picture');
    checkMatrix(i.matrix, 'a picture');
    checkBounds(i.bounds, 'a picture');
  }
}
