// CSS `transform-origin` on an SVG element: its `transform` turns about that point instead
// of the user space's origin. SVG editors write it (with `transform-box: fill-box`, or as
// user-space coordinates) to turn or mirror a shape about its own centre; read without it,
// such a shape lands elsewhere, often outside the drawing. Read from the `style` attribute
// and the presentation attribute, as editors write it; a style sheet's rules for it are not.

import type { Bounds, Matrix } from './model';
import { multiply } from './matrix';
import { parseDeclarations } from './css';
import { parseLength } from './style';
import { shapeBounds, type Attrs } from './shapes';

const KEYWORD: Record<string, { axis: 'x' | 'y' | 'either'; at: number }> = {
  left: { axis: 'x', at: 0 }, right: { axis: 'x', at: 1 }, top: { axis: 'y', at: 0 }, bottom: { axis: 'y', at: 1 }, center: { axis: 'either', at: 0.5 },
};

/** `own` turned about the element's transform origin; `own` itself when it has none. */
export function aboutOrigin(own: Matrix, tag: string, a: Attrs, viewBox: Bounds | null): Matrix {
  const style = a.attr('style');
  const attribute = a.attr('transform-origin');
  if (attribute === undefined && !style?.includes('transform-origin')) return own;
  const inline = style ? parseDeclarations(style) : null;
  const read = (name: string) => inline?.important.get(name) ?? inline?.normal.get(name) ?? a.attr(name);
  const value = read('transform-origin');
  if (!value) return own;
  // The reference box: the element's own (fill-box), else the viewBox's size at the origin.
  const fillBox = /^\s*(fill-box|content-box|border-box)\s*$/i.test(read('transform-box') ?? '');
  const box = fillBox ? shapeBounds(tag, a, [1, 0, 0, 1, 0, 0]) : { minX: 0, minY: 0, maxX: viewBox ? viewBox.maxX - viewBox.minX : 0, maxY: viewBox ? viewBox.maxY - viewBox.minY : 0 };
  if (!box) return own;
  const o = originPoint(value, box);
  if (!o) return own;
  return multiply(multiply([1, 0, 0, 1, o.x, o.y], own), [1, 0, 0, 1, -o.x, -o.y]);
}

/** The point `transform-origin: X Y` names in `box`, or null when it cannot be read. */
function originPoint(value: string, box: Bounds): { x: number; y: number } | null {
  const tokens = value.trim().toLowerCase().split(/\s+/).slice(0, 2);
  if (tokens.length === 0 || tokens[0] === '') return null;
  if (tokens.length === 1) tokens.push('center');
  // A vertical keyword first («top left») is read the other way round.
  if (KEYWORD[tokens[0]!]?.axis === 'y' || KEYWORD[tokens[1]!]?.axis === 'x') tokens.reverse();
  const w = box.maxX - box.minX, h = box.maxY - box.minY;
  const along = (token: string, from: number, size: number): number | null => {
    const k = KEYWORD[token];
    if (k) return from + k.at * size;
    if (token.endsWith('%')) {
      const p = Number(token.slice(0, -1));
      return Number.isFinite(p) ? from + (p / 100) * size : null;
    }
    const n = parseLength(token, 16);
    return n === null ? null : from + n;
  };
  const x = along(tokens[0]!, box.minX, w);
  const y = along(tokens[1]!, box.minY, h);
  return x === null || y === null ? null : { x, y };
}
