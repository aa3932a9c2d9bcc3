// The stage or field: what rows are counted from. A text naming it in any of the languages
// venues write (spaced out or not: CorelDRAW sets «С Ц Е Н А» as one run with spaces), with
// the shape under or beside it; else, when no text names it (a drawing whose letters are
// outlines), the filled shape the rows face.

import type { Outline } from '../model';
import type { Scene } from './scene';
import { PointGrid, type Points } from './grid';
import { runCentre } from '../text-runs';
import { parsePathData } from '../path-data';
import { flattenPath, pointInRings } from '../path-geometry';

const STAGE_WORD = /(сцена|сахна|эстрада|подиум|экран|ринг|поле|арена|манеж|stage|sc[eè]ne|scena|bühne|buhne|b[uü]hne|escenario|palco|podium|screen|leinwand|\bring\b|field|pitch|arena|sahne|舞台|舞臺|屏幕|球场|场地)/i;

/** Whether a text names the stage or field, however its letters are spaced. */
export function namesStage(text: string): boolean {
  return STAGE_WORD.test(text) || STAGE_WORD.test(text.replace(/\s+/g, ''));
}

export interface FoundStage {
  /** Index into scene.shapes of the stage's shape, -1 when only its label was found. */
  shape: number;
  /** Index into scene.texts of its label, -1 for none. */
  text: number;
  x: number;
  y: number;
  /** How it was found: by the text naming it, or by its shape alone. */
  from: 'text' | 'shape';
}

/** A row as seat positions in order, for telling which way rows face. */
export type RowLine = readonly { x: number; y: number }[];

/** Rows face the stage when it lies within this angle of their normal. */
const FACING_COS = Math.cos((30 * Math.PI) / 180);
/** A shape is the stage by shape alone when rows holding this share of the seats face it. */
const FACING_SHARE = 0.6;

/**
 * The stage: the largest text naming it and the smallest filled shape under it (else the
 * nearest shape the rows face); with no such text, the largest filled shape that the rows
 * face and that holds (almost) no seats.
 */
export function findStage(scene: Scene, seatShapes: ReadonlySet<number>, seats: Points, rows: readonly RowLine[], spacing: number): FoundStage | null {
  let text = -1;
  scene.texts.forEach((t, k) => {
    if (namesStage(t.text) && (text < 0 || t.size > scene.texts[text]!.size)) text = k;
  });
  const facing = facedShapes(scene, seatShapes, seats, rows, spacing);
  if (text < 0) {
    // Of the shapes the rows face, the largest: a stage is the biggest thing in front of them.
    let best = -1;
    for (const k of facing) if (best < 0 || area(scene, k) > area(scene, best)) best = k;
    if (best < 0) return null;
    const s = scene.shapes[best]!;
    // A label drawn on it (any word) is its label.
    const label = largestTextIn(scene, best);
    return { shape: best, text: label, x: s.cx, y: s.cy, from: 'shape' };
  }
  const c = runCentre(scene.texts[text]!);
  const b = scene.bounds;
  const limit = 0.4 * (b.maxX - b.minX) * (b.maxY - b.minY);
  let shape = -1;
  let smallest = Infinity;
  scene.shapes.forEach((s, k) => {
    // A box drawn as a frame only (stroked, not filled) around the label is the stage too.
    if (seatShapes.has(k) || s.tag === 'line' || s.tag === 'polyline' || (s.fill === null && s.stroke === null)) return;
    const o = s.outline.bounds;
    const a = s.w * s.h;
    if (c.x >= o.minX && c.x <= o.maxX && c.y >= o.minY && c.y <= o.maxY && a < smallest && a <= limit) {
      shape = k;
      smallest = a;
    }
  });
  if (shape < 0) {
    // The label written beside its box: the nearest shape the rows face, within a few letters.
    let nearest = Infinity;
    const size = scene.texts[text]!.size;
    for (const k of facing) {
      const o = scene.shapes[k]!.outline.bounds;
      const d = Math.hypot(Math.max(o.minX - c.x, 0, c.x - o.maxX), Math.max(o.minY - c.y, 0, c.y - o.maxY));
      if (d <= 3 * size && d < nearest) {
        nearest = d;
        shape = k;
      }
    }
  }
  const at = shape >= 0 ? scene.shapes[shape]! : null;
  return { shape, text, x: at ? at.cx : c.x, y: at ? at.cy : c.y, from: 'text' };
}

function area(scene: Scene, k: number): number {
  const s = scene.shapes[k]!;
  return s.w * s.h;
}

function largestTextIn(scene: Scene, shape: number): number {
  const o = scene.shapes[shape]!.outline.bounds;
  let best = -1;
  scene.texts.forEach((t, k) => {
    const c = runCentre(t);
    if (c.x < o.minX || c.x > o.maxX || c.y < o.minY || c.y > o.maxY || !/\p{L}/u.test(t.text)) return;
    if (best < 0 || t.size > scene.texts[best]!.size) best = k;
  });
  return best;
}

/**
 * Filled shapes, bigger than a few seats and smaller than most of the drawing, holding no
 * more than a few stray seats, in front of rows that hold most seats.
 */
function facedShapes(scene: Scene, seatShapes: ReadonlySet<number>, seats: Points, rows: readonly RowLine[], spacing: number): number[] {
  const b = scene.bounds;
  const limit = 0.4 * (b.maxX - b.minX) * (b.maxY - b.minY);
  const lines = rows.filter((r) => r.length >= 3).map((r) => {
    const a = r[0]!;
    const z = r[r.length - 1]!;
    const len = Math.hypot(z.x - a.x, z.y - a.y) || 1;
    let x = 0, y = 0;
    for (const p of r) {
      x += p.x;
      y += p.y;
    }
    return { x: x / r.length, y: y / r.length, nx: -(z.y - a.y) / len, ny: (z.x - a.x) / len, n: r.length };
  });
  const total = lines.reduce((s, l) => s + l.n, 0);
  if (total === 0) return [];
  const out: number[] = [];
  const grid = new PointGrid(seats, 4 * spacing);
  scene.shapes.forEach((s, k) => {
    if (seatShapes.has(k) || s.tag === 'line' || s.tag === 'polyline' || s.fill === null) return;
    const a = s.w * s.h;
    if (a < 6 * spacing * spacing || a > limit || Math.min(s.w, s.h) < spacing) return;
    const o = s.outline.bounds;
    const inside = grid.near(s.cx, s.cy, Math.hypot(s.w, s.h) / 2).filter((i) => seats.x[i]! >= o.minX && seats.x[i]! <= o.maxX && seats.y[i]! >= o.minY && seats.y[i]! <= o.maxY).length;
    if (inside > 0.05 * seats.length) return;
    let faced = 0;
    for (const l of lines) {
      const vx = s.cx - l.x;
      const vy = s.cy - l.y;
      const len = Math.hypot(vx, vy) || 1;
      if (Math.abs(vx * l.nx + vy * l.ny) / len >= FACING_COS) faced += l.n;
    }
    if (faced >= FACING_SHARE * total) out.push(k);
  });
  return out;
}

/** Whether a point is inside a shape's outline (its fill, by its fill rule). */
export function insideOutline(outline: Outline, x: number, y: number, cache: Map<Outline, Float64Array[]>): boolean {
  const b = outline.bounds;
  if (x < b.minX || x > b.maxX || y < b.minY || y > b.maxY) return false;
  let rings = cache.get(outline);
  if (!rings) {
    rings = flattenPath(parsePathData(outline.d), outline.matrix);
    cache.set(outline, rings);
  }
  return pointInRings(rings, x, y, outline.evenOdd);
}
