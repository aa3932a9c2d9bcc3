// Outlines (sectors, standing areas, the stage, drawn shapes) from an element's geometry:
// path data under a matrix, with its bounds and fill rule.

import type { DecorationShape, Matrix, Outline } from './model';
import type { Attrs } from './shapes';
import type { ComputedStyle } from './style';
import { isEmptyBounds } from './matrix';
import { parsePathData, serializePath } from './path-data';
import { pathBounds } from './path-geometry';
import { shapeBounds, shapePathData } from './shapes';

const PATH_CHARS = /^[\sMmLlHhVvCcSsQqTtAaZz\d.,eE+-]*$/;

/** The outline of a shape element (`rect`, `polygon`, `path`…); null when it has no area. */
export function shapeOutline(tag: string, a: Attrs, m: Matrix, style: ComputedStyle): Outline | null {
  const d = shapePathData(tag, a);
  return d === null ? null : outlineOf(d, m, style);
}

export function outlineOf(d: string, m: Matrix, style: ComputedStyle): Outline | null {
  const ops = parsePathData(d);
  const bounds = pathBounds(ops, m);
  // The model keeps only path data: anything else in `d` is rewritten from the numbers read.
  return isEmptyBounds(bounds) ? null : withRule({ d: PATH_CHARS.test(d) ? d : serializePath(ops), matrix: m, bounds }, style);
}

/** An outline filled by the even-odd rule says so (a ring, a wall with its openings); non-zero is the default. */
export function withRule(outline: Outline, style: ComputedStyle): Outline {
  if (style.evenOdd) outline.evenOdd = true;
  return outline;
}

/** A shape of the file's own drawing as painted (`s`: the matrix's length scale); null when nothing of it shows. */
export function drawnShape(tag: string, a: Attrs, m: Matrix, s: number, style: ComputedStyle): DecorationShape | null {
  if (!style.visible) return null;
  const fill = tag === 'line' ? null : style.fill;
  const stroke = style.strokeWidth > 0 ? style.stroke : null;
  if (fill === null && stroke === null) return null;
  const d = shapePathData(tag, a);
  if (d === null) return null;
  // Circles, ellipses and rectangles have exact bounds without reading their path back
  // (an unmarked export is tens of thousands of them).
  const simple = tag === 'circle' || tag === 'ellipse' || tag === 'rect' ? shapeBounds(tag, a, m) : null;
  const outline = simple ? withRule({ d, matrix: m, bounds: simple }, style) : outlineOf(d, m, style);
  return outline ? { outline, fill, stroke, strokeWidth: style.strokeWidth * s } : null;
}
