// 2D affine matrices in SVG order [a b c d e f]: x' = a x + c y + e, y' = b x + d y + f.

import type { Bounds, Matrix } from './model';
import { NumberReader } from './number-reader';

export const IDENTITY: Matrix = [1, 0, 0, 1, 0, 0];

/** m × n: n is applied first (the child's transform inside the parent's). */
export function multiply(m: Matrix, n: Matrix): Matrix {
  return [
    m[0] * n[0] + m[2] * n[1],
    m[1] * n[0] + m[3] * n[1],
    m[0] * n[2] + m[2] * n[3],
    m[1] * n[2] + m[3] * n[3],
    m[0] * n[4] + m[2] * n[5] + m[4],
    m[1] * n[4] + m[3] * n[5] + m[5],
  ];
}

/** How much lengths grow on average: radii of circles under `m` scale by this. */
export function lengthScale(m: Matrix): number {
  return Math.sqrt(Math.abs(m[0] * m[3] - m[1] * m[2]));
}

export function isIdentity(m: Matrix): boolean {
  return m[0] === 1 && m[1] === 0 && m[2] === 0 && m[3] === 1 && m[4] === 0 && m[5] === 0;
}

/** The bounds of a local rectangle's four corners under `m` (exact for any affine map). */
export function transformBounds(m: Matrix, b: Bounds): Bounds {
  const out = emptyBounds();
  const xs = [b.minX, b.maxX];
  const ys = [b.minY, b.maxY];
  for (const x of xs) for (const y of ys) addPoint(out, m[0] * x + m[2] * y + m[4], m[1] * x + m[3] * y + m[5]);
  return out;
}

export function emptyBounds(): Bounds {
  return { minX: Infinity, minY: Infinity, maxX: -Infinity, maxY: -Infinity };
}

export function isEmptyBounds(b: Bounds): boolean {
  return !(b.minX <= b.maxX && b.minY <= b.maxY);
}

export function addPoint(b: Bounds, x: number, y: number): void {
  if (x < b.minX) b.minX = x;
  if (x > b.maxX) b.maxX = x;
  if (y < b.minY) b.minY = y;
  if (y > b.maxY) b.maxY = y;
}

export function addBounds(b: Bounds, o: Bounds): void {
  if (isEmptyBounds(o)) return;
  addPoint(b, o.minX, o.minY);
  addPoint(b, o.maxX, o.maxY);
}

const ARGS: Record<string, readonly [number, number]> = {
  matrix: [6, 6],
  translate: [1, 2],
  scale: [1, 2],
  rotate: [1, 3],
  skewX: [1, 1],
  skewY: [1, 1],
};

/**
 * Parses an SVG transform list into one matrix. Invalid lists return null: SVG then ignores
 * the attribute, and the caller decides whether that is the identity or a warning.
 */
export function parseTransform(text: string): Matrix | null {
  const r = new NumberReader(text);
  let m = IDENTITY;
  const args: number[] = [];
  r.skipSeparators();
  while (!r.done) {
    const start = r.pos;
    while (!r.done && isLetter(r.peek())) r.pos++;
    const name = text.slice(start, r.pos);
    const arity = ARGS[name];
    if (!arity) return null;
    r.skipSpaces();
    if (r.peek() !== 40) return null;
    r.pos++;
    args.length = 0;
    r.skipSpaces();
    while (r.peek() !== 41) {
      const n = r.number();
      if (!Number.isFinite(n) || args.length === 6) return null;
      args.push(n);
      r.skipSeparators();
    }
    r.pos++;
    if (args.length < arity[0] || args.length > arity[1] || (name === 'rotate' && args.length === 2)) return null;
    m = multiply(m, step(name, args));
    r.skipSeparators();
  }
  return m;
}

function step(name: string, v: readonly number[]): Matrix {
  const [a = 0, b, c] = v;
  switch (name) {
    case 'matrix':
      return v as unknown as Matrix;
    case 'translate':
      return [1, 0, 0, 1, a, b ?? 0];
    case 'scale':
      return [a, 0, 0, b ?? a, 0, 0];
    case 'skewX':
      return [1, 0, Math.tan(rad(a)), 1, 0, 0];
    case 'skewY':
      return [1, Math.tan(rad(a)), 0, 1, 0, 0];
    default: {
      const cos = Math.cos(rad(a));
      const sin = Math.sin(rad(a));
      const rot: Matrix = [cos, sin, -sin, cos, 0, 0];
      if (b === undefined || c === undefined) return rot;
      return multiply(multiply([1, 0, 0, 1, b, c], rot), [1, 0, 0, 1, -b, -c]);
    }
  }
}

const rad = (deg: number): number => (deg * Math.PI) / 180;
const isLetter = (c: number): boolean => (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
