// Root-space bounds and polygons of normalised path data (see path-data.ts).

import type { Bounds, Matrix } from './model';
import type { PathOps } from './path-data';
import { CLOSE, CUBIC, LINE, MOVE } from './path-data';
import { addPoint, emptyBounds } from './matrix';

/**
 * Exact bounds of the path under `m` (lines, and cubics by the roots of their derivative;
 * arcs are cubic approximations within 0.03% of their radius). Empty bounds for empty paths.
 */
export function pathBounds(ops: PathOps, m: Matrix): Bounds {
  const b = emptyBounds();
  const p = ops.pts;
  let pi = 0;
  let x = 0, y = 0;
  const at = (k: number): [number, number] => [m[0] * p[k]! + m[2] * p[k + 1]! + m[4], m[1] * p[k]! + m[3] * p[k + 1]! + m[5]];
  for (const cmd of ops.cmds) {
    if (cmd === MOVE || cmd === LINE) {
      [x, y] = at(pi);
      addPoint(b, x, y);
      pi += 2;
    } else if (cmd === CUBIC) {
      const [x1, y1] = at(pi);
      const [x2, y2] = at(pi + 2);
      const [x3, y3] = at(pi + 4);
      addPoint(b, x3, y3);
      // Control points transform with the curve (affine maps keep Béziers Béziers).
      for (const t of extrema(x, x1, x2, x3)) addPoint(b, cubicAt(x, x1, x2, x3, t), cubicAt(y, y1, y2, y3, t));
      for (const t of extrema(y, y1, y2, y3)) addPoint(b, cubicAt(x, x1, x2, x3, t), cubicAt(y, y1, y2, y3, t));
      x = x3;
      y = y3;
      pi += 6;
    }
  }
  return b;
}

function cubicAt(p0: number, p1: number, p2: number, p3: number, t: number): number {
  const u = 1 - t;
  return u * u * u * p0 + 3 * u * u * t * p1 + 3 * u * t * t * p2 + t * t * t * p3;
}

/** Parameters in (0, 1) where one coordinate of a cubic turns. */
function extrema(p0: number, p1: number, p2: number, p3: number): number[] {
  const a = -p0 + 3 * p1 - 3 * p2 + p3;
  const b = 2 * (p0 - 2 * p1 + p2);
  const c = p1 - p0;
  const out: number[] = [];
  const keep = (t: number): void => {
    if (t > 0 && t < 1) out.push(t);
  };
  if (Math.abs(a) < 1e-12) {
    if (Math.abs(b) > 1e-12) keep(-c / b);
    return out;
  }
  const disc = b * b - 4 * a * c;
  if (disc < 0) return out;
  const sq = Math.sqrt(disc);
  keep((-b + sq) / (2 * a));
  keep((-b - sq) / (2 * a));
  return out;
}

/** Segments per cubic when flattening: fine enough for hit testing on outlines. */
const CURVE_STEPS = 12;

/**
 * The path as closed rings of root-space points [x0, y0, x1, y1, …], for point-in-area
 * tests. Every subpath counts as closed, as filling treats it.
 */
export function flattenPath(ops: PathOps, m: Matrix): Float64Array[] {
  const rings: Float64Array[] = [];
  let ring: number[] = [];
  let x = 0, y = 0, sx = 0, sy = 0;
  let pi = 0;
  const p = ops.pts;
  const push = (px: number, py: number): void => {
    ring.push(m[0] * px + m[2] * py + m[4], m[1] * px + m[3] * py + m[5]);
  };
  const flush = (): void => {
    if (ring.length >= 6) rings.push(Float64Array.from(ring));
    ring = [];
  };
  for (const cmd of ops.cmds) {
    if (cmd === MOVE) {
      flush();
      x = sx = p[pi++]!;
      y = sy = p[pi++]!;
      push(x, y);
    } else if (cmd === LINE) {
      // A drawing command straight after Z starts a new subpath at the old start point.
      if (ring.length === 0) push(x, y);
      x = p[pi++]!;
      y = p[pi++]!;
      push(x, y);
    } else if (cmd === CUBIC) {
      const x1 = p[pi++]!, y1 = p[pi++]!, x2 = p[pi++]!, y2 = p[pi++]!, x3 = p[pi++]!, y3 = p[pi++]!;
      if (ring.length === 0) push(x, y);
      for (let s = 1; s <= CURVE_STEPS; s++) {
        const t = s / CURVE_STEPS;
        const u = 1 - t;
        const a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t;
        push(a * x + b * x1 + c * x2 + d * x3, a * y + b * y1 + c * y2 + d * y3);
      }
      x = x3;
      y = y3;
    } else if (cmd === CLOSE) {
      flush();
      x = sx;
      y = sy;
    }
  }
  flush();
  return rings;
}

/** Whether the fill covers the point: non-zero winding over all rings, as SVG fills by default, or even-odd. */
export function pointInRings(rings: readonly Float64Array[], x: number, y: number, evenOdd = false): boolean {
  let winding = 0;
  for (const ring of rings) {
    const n = ring.length;
    let x0 = ring[n - 2]!;
    let y0 = ring[n - 1]!;
    for (let i = 0; i < n; i += 2) {
      const x1 = ring[i]!;
      const y1 = ring[i + 1]!;
      if (y0 <= y) {
        if (y1 > y && cross(x0, y0, x1, y1, x, y) > 0) winding++;
      } else if (y1 <= y && cross(x0, y0, x1, y1, x, y) < 0) {
        winding--;
      }
      x0 = x1;
      y0 = y1;
    }
  }
  return evenOdd ? (winding & 1) !== 0 : winding !== 0;
}

function cross(x0: number, y0: number, x1: number, y1: number, x: number, y: number): number {
  return (x1 - x0) * (y - y0) - (x - x0) * (y1 - y0);
}
