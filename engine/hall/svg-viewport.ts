// The coordinate systems SVG nests: a nested <svg>'s viewport and a <symbol> drawn by a
// <use>, each a viewBox fitted into a width and height.

import type { Bounds, Matrix } from './model';
import type { Attrs } from './shapes';
import { IDENTITY } from './matrix';
import { readNumbers } from './number-reader';

/**
 * A <symbol> drawn by a <use>: its viewBox fitted into the <use>'s width and height (the
 * symbol's own, else the whole hall's, as a browser takes 100 %), by its preserveAspectRatio.
 */
export function symbolMatrix(a: Attrs, use: { width: number; height: number }, hall: Bounds | null): Matrix {
  const vb = readNumbers(a.attr('viewBox') ?? '');
  if (vb.length !== 4 || !(vb[2]! > 0 && vb[3]! > 0)) return IDENTITY;
  const size = (own: number, symbol: number, whole: number): number => (own > 0 ? own : symbol > 0 ? symbol : whole);
  const w = size(use.width, a.num('width', NaN), hall ? hall.maxX - hall.minX : vb[2]!);
  const h = size(use.height, a.num('height', NaN), hall ? hall.maxY - hall.minY : vb[3]!);
  return fitViewBox(vb, w, h, a.attr('preserveAspectRatio') ?? '', 0, 0);
}

/** A nested <svg>: x/y offset and its viewBox fitted into width × height (xMidYMid meet or none). */
export function viewportMatrix(a: Attrs): Matrix {
  const x = a.num('x');
  const y = a.num('y');
  const vb = readNumbers(a.attr('viewBox') ?? '');
  const w = a.num('width');
  const h = a.num('height');
  if (vb.length !== 4 || !(vb[2]! > 0 && vb[3]! > 0 && w > 0 && h > 0)) return [1, 0, 0, 1, x, y];
  return fitViewBox(vb, w, h, a.attr('preserveAspectRatio') ?? '', x, y);
}

/** The root's viewBox, else its width × height; null when it has neither. */
export function rootViewBox(a: Attrs): Bounds | null {
  const vb = readNumbers(a.attr('viewBox') ?? '');
  const w = a.num('width');
  const h = a.num('height');
  if (vb.length === 4 && vb[2]! > 0 && vb[3]! > 0) return { minX: vb[0]!, minY: vb[1]!, maxX: vb[0]! + vb[2]!, maxY: vb[1]! + vb[3]! };
  if (w > 0 && h > 0) return { minX: 0, minY: 0, maxX: w, maxY: h };
  return null;
}

/** A viewBox fitted into w × h at (x, y): xMidYMid meet, or stretched with `none`. */
function fitViewBox(vb: readonly number[], w: number, h: number, preserveAspectRatio: string, x: number, y: number): Matrix {
  let sx = w / vb[2]!;
  let sy = h / vb[3]!;
  if (!/none/.test(preserveAspectRatio)) sx = sy = Math.min(sx, sy);
  return [sx, 0, 0, sy, x + (w - vb[2]! * sx) / 2 - vb[0]! * sx, y + (h - vb[3]! * sy) / 2 - vb[1]! * sy];
}
