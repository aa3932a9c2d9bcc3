// Geometry of single SVG shape elements, read from their attributes.

import type { Bounds, Matrix } from './model';
import { addPoint, emptyBounds, isEmptyBounds, transformBounds } from './matrix';
import { readNumbers } from './number-reader';
import { parsePathData } from './path-data';
import { pathBounds } from './path-geometry';

/** An element's attributes: as text, or as a length read like parseFloat (`fallback` when absent). */
export interface Attrs {
  attr(name: string): string | undefined;
  num(name: string, fallback?: number): number;
}

/**
 * Bounds of a shape under `m`. Circles and ellipses are exact for any matrix (the extents
 * of a transformed ellipse), other shapes are the bounds of their points.
 */
export function shapeBounds(tag: string, a: Attrs, m: Matrix): Bounds | null {
  if (tag === 'circle' || tag === 'ellipse') {
    const cx = a.num('cx');
    const cy = a.num('cy');
    const rx = tag === 'circle' ? a.num('r') : a.num('rx', a.num('ry'));
    const ry = tag === 'circle' ? rx : a.num('ry', rx);
    if (!(rx > 0 && ry > 0)) return null;
    const x = m[0] * cx + m[2] * cy + m[4];
    const y = m[1] * cx + m[3] * cy + m[5];
    const hx = Math.hypot(m[0] * rx, m[2] * ry);
    const hy = Math.hypot(m[1] * rx, m[3] * ry);
    return { minX: x - hx, minY: y - hy, maxX: x + hx, maxY: y + hy };
  }
  if (tag === 'rect') {
    const w = a.num('width');
    const h = a.num('height');
    if (!(w > 0 && h > 0)) return null;
    const x = a.num('x');
    const y = a.num('y');
    return transformBounds(m, { minX: x, minY: y, maxX: x + w, maxY: y + h });
  }
  if (tag === 'line') {
    const b = emptyBounds();
    const x1 = a.num('x1'), y1 = a.num('y1'), x2 = a.num('x2'), y2 = a.num('y2');
    addPoint(b, m[0] * x1 + m[2] * y1 + m[4], m[1] * x1 + m[3] * y1 + m[5]);
    addPoint(b, m[0] * x2 + m[2] * y2 + m[4], m[1] * x2 + m[3] * y2 + m[5]);
    return b;
  }
  const d = areaPathData(tag, a);
  if (d === null) return null;
  const b = pathBounds(parsePathData(d), m);
  return isEmptyBounds(b) ? null : b;
}

/** A seat's circle in its element's own coordinates: the mean half-extent as the radius. */
export function seatCircle(tag: string, a: Attrs): { cx: number; cy: number; r: number } | null {
  if (tag === 'circle') {
    const r = a.num('r');
    return r > 0 ? { cx: a.num('cx'), cy: a.num('cy'), r } : null;
  }
  const b = shapeBounds(tag, a, IDENTITY_M);
  return b ? circleOfBounds(b) : null;
}

/**
 * The circle the renderer draws in place of a seat of any shape: centred on its bounds,
 * with the mean half-extent as radius (a 1 × 1 square and a 1 × 1 ellipse both give r 0.5).
 */
export function circleOfBounds(b: Bounds): { cx: number; cy: number; r: number } {
  return { cx: (b.minX + b.maxX) / 2, cy: (b.minY + b.maxY) / 2, r: (b.maxX - b.minX + (b.maxY - b.minY)) / 4 };
}

const IDENTITY_M: Matrix = [1, 0, 0, 1, 0, 0];

/** Path data for an area shape in its own coordinates, or null when it has no area. */
export function areaPathData(tag: string, a: Attrs): string | null {
  switch (tag) {
    case 'path': {
      const d = a.attr('d')?.trim() ?? '';
      return d === '' ? null : d;
    }
    case 'polygon':
    case 'polyline': {
      const v = readNumbers(a.attr('points') ?? '');
      if (v.length < 4) return null;
      let d = `M${v[0]} ${v[1]}`;
      for (let i = 2; i + 1 < v.length; i += 2) d += ` L${v[i]} ${v[i + 1]}`;
      return tag === 'polygon' ? `${d} Z` : d;
    }
    case 'rect':
      return rectPath(a);
    case 'circle':
    case 'ellipse': {
      const cx = a.num('cx');
      const cy = a.num('cy');
      const rx = tag === 'circle' ? a.num('r') : a.num('rx', a.num('ry'));
      const ry = tag === 'circle' ? rx : a.num('ry', rx);
      if (!(rx > 0 && ry > 0)) return null;
      return `M${cx - rx} ${cy} A${rx} ${ry} 0 1 0 ${cx + rx} ${cy} A${rx} ${ry} 0 1 0 ${cx - rx} ${cy} Z`;
    }
    default:
      return null;
  }
}

/** Path data for any basic shape, lines included (decoration is stroked as well as filled). */
export function shapePathData(tag: string, a: Attrs): string | null {
  if (tag !== 'line') return areaPathData(tag, a);
  return `M${a.num('x1')} ${a.num('y1')} L${a.num('x2')} ${a.num('y2')}`;
}

function rectPath(a: Attrs): string | null {
  const x = a.num('x');
  const y = a.num('y');
  const w = a.num('width');
  const h = a.num('height');
  if (!(w > 0 && h > 0)) return null;
  // SVG: a missing rx takes ry's value and vice versa; both are clamped to half the side.
  let rx = a.num('rx', NaN);
  let ry = a.num('ry', NaN);
  if (Number.isNaN(rx)) rx = Number.isNaN(ry) ? 0 : ry;
  if (Number.isNaN(ry)) ry = rx;
  rx = Math.min(Math.max(rx, 0), w / 2);
  ry = Math.min(Math.max(ry, 0), h / 2);
  if (rx === 0 || ry === 0) return `M${x} ${y} H${x + w} V${y + h} H${x} Z`;
  const arc = (ex: number, ey: number): string => `A${rx} ${ry} 0 0 1 ${ex} ${ey}`;
  return [
    `M${x + rx} ${y}`, `H${x + w - rx}`, arc(x + w, y + ry), `V${y + h - ry}`, arc(x + w - rx, y + h),
    `H${x + rx}`, arc(x, y + h - ry), `V${y + ry}`, arc(x + rx, y), 'Z',
  ].join(' ');
}
