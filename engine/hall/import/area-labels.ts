// Words that name an area of their own: a dance floor, a bar, a foyer drawn as a shape with
// its name written on it. Such a word is the area's label, never the name of the seats
// beside it (a club's stalls are not «ТАНЦПОЛ» because the dance floor is drawn next to them).

import type { Outline } from '../model';
import type { Scene } from './scene';
import type { SeatShape } from './seats';
import { PointGrid } from './grid';
import { insideOutline } from './stage';
import { runCentre } from '../text-runs';

/** An area is drawn around its label when it is this many times the label's own box, or more. */
const AREA_OVER_LABEL = 4;

/**
 * Texts with letters lying inside a closed shape (not a seat, not the stage) that holds no
 * seat and is much larger than the text: the label of that area. The outline of a sector
 * holds its seats, so a sector's name written inside it is not taken.
 */
export function textsNamingAreas(scene: Scene, seats: readonly SeatShape[], seatShapes: ReadonlySet<number>, stageShape: number): Set<number> {
  const out = new Set<number>();
  const words = scene.texts.map((t, k) => ({ t, k })).filter(({ t }) => /\p{L}/u.test(t.text));
  if (words.length === 0) return out;
  const grid = seats.length > 0 ? new PointGrid({ x: seats.map((s) => s.x), y: seats.map((s) => s.y), length: seats.length }, Math.max(4 * seats[0]!.r, 1e-9)) : null;
  const cache = new Map<Outline, Float64Array[]>();
  scene.shapes.forEach((shape, k) => {
    if (seatShapes.has(k) || k === stageShape || shape.tag === 'line' || shape.tag === 'polyline' || shape.tag === 'use') return;
    const b = shape.outline.bounds;
    const inside = words.filter(({ t, k: j }) => {
      if (out.has(j)) return false;
      const c = runCentre(t);
      const tw = t.bounds.maxX - t.bounds.minX, th = t.bounds.maxY - t.bounds.minY;
      return shape.w * shape.h >= AREA_OVER_LABEL * tw * th && c.x >= b.minX && c.x <= b.maxX && c.y >= b.minY && c.y <= b.maxY && insideOutline(shape.outline, c.x, c.y, cache);
    });
    if (inside.length === 0) return;
    const holdsSeat = grid !== null && grid.near(shape.cx, shape.cy, Math.hypot(shape.w, shape.h) / 2).some((i) => insideOutline(shape.outline, seats[i]!.x, seats[i]!.y, cache));
    if (!holdsSeat) for (const { k: j } of inside) out.add(j);
  });
  return out;
}

/** A legend's mark is about a seat's size: from half to this many seat diameters. */
const LEGEND_MARK_MAX = 2.5;

/**
 * Words written just after a seat-sized mark that is not a seat, on the mark's line: a
 * legend's entries («■ Занято», «■ Резерв»). They say what a seat's colour means; drawn
 * above the stalls, they are not the stalls' name.
 */
export function textsNamingLegendMarks(scene: Scene, seats: readonly SeatShape[], seatShapes: ReadonlySet<number>): Set<number> {
  const out = new Set<number>();
  if (seats.length === 0) return out;
  const seat = 2 * seats[0]!.r;
  const marks = scene.shapes.filter((s, k) => {
    if (seatShapes.has(k) || s.tag === 'line' || s.tag === 'polyline') return false;
    const big = Math.max(s.w, s.h), small = Math.min(s.w, s.h);
    return big <= LEGEND_MARK_MAX * seat && small >= 0.5 * seat && small >= 0.5 * big;
  });
  scene.texts.forEach((t, k) => {
    if (!/\p{L}/u.test(t.text) || Math.abs(Math.sin(t.angle)) > 0.1) return;
    const b = t.bounds;
    const th = b.maxY - b.minY;
    const isEntry = marks.some((m) => {
      const right = m.cx + m.w / 2;
      return b.minX >= right - 0.1 * th && b.minX - right <= Math.max(th, 0.5 * m.w) && m.cy >= b.minY - 0.25 * th && m.cy <= b.maxY + 0.25 * th;
    });
    if (isEntry) out.add(k);
  });
  return out;
}
