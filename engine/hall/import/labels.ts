// Reading the drawing's own words: seat numbers next to (or inside) seats, row labels past
// the ends of rows, sector names near sectors, and the stage. Every text is used once.

import type { Bounds, TextRun } from '../model';
import type { Scene } from './scene';
import type { Points } from './grid';
import { PointGrid, median } from './grid';
import { runCentre } from '../text-runs';

const SEAT_LABEL = /^\d{1,4}[A-Za-zА-Яа-яЁё]?$/;
const ROW_WORD = /^(ряд|row|rang|reihe|r|р)\.?\s*/i;
const ROW_LABEL = /^(\d{1,3}[A-Za-zА-Яа-яЁё]?|[A-Za-zА-Яа-яЁё]{1,2})$/;
const STAGE_WORD = /(сцена|stage|sc[eè]ne|эстрада|экран|screen|подиум|ринг|\bring\b|поле|field|арена|arena|манеж|bühne)/i;

/** For each seat, the index of the text that numbers it (-1: none). */
export function matchSeatNumbers(texts: readonly TextRun[], seats: Points, spacing: number, used: Set<number>): Int32Array {
  const out = new Int32Array(seats.length).fill(-1);
  const grid = new PointGrid(seats, spacing);
  const candidates: number[] = [];
  const dx: number[] = [];
  const dy: number[] = [];
  texts.forEach((t, k) => {
    if (used.has(k) || t.role || !SEAT_LABEL.test(t.text)) return;
    const c = runCentre(t);
    const s = grid.nearest(c.x, c.y, spacing);
    if (s < 0) return;
    candidates.push(k);
    dx.push(c.x - seats.x[s]!);
    dy.push(c.y - seats.y[s]!);
  });
  if (candidates.length === 0) return out;
  // Numbers sit the same way from every seat (inside it, or above it): that offset, then nearest.
  const ox = median(dx);
  const oy = median(dy);
  const pairs: { t: number; s: number; d: number }[] = [];
  for (const k of candidates) {
    const c = runCentre(texts[k]!);
    for (const s of grid.near(c.x - ox, c.y - oy, 0.5 * spacing)) {
      pairs.push({ t: k, s, d: Math.hypot(c.x - ox - seats.x[s]!, c.y - oy - seats.y[s]!) });
    }
  }
  pairs.sort((a, b) => a.d - b.d);
  for (const { t, s } of pairs) {
    if (out[s] !== -1 || used.has(t)) continue;
    out[s] = t;
    used.add(t);
  }
  return out;
}

/** A row label as written («Ряд 5», «5», «A»), or null when the text is not one. */
export function rowLabelOf(text: string): string | null {
  const bare = text.replace(ROW_WORD, '').trim();
  return ROW_LABEL.test(bare) ? bare : null;
}

/** For each row (its seat positions in order), the index of the text labelling it, -1 for none. */
export function matchRowLabels(texts: readonly TextRun[], rows: readonly { x: number; y: number }[][], spacing: number, used: Set<number>): Int32Array {
  const out = new Int32Array(rows.length).fill(-1);
  const centres = texts.map(runCentre);
  const labels = texts.map((t, k) => !used.has(k) && !t.role && rowLabelOf(t.text) !== null);
  const grid = new PointGrid({ x: centres.map((c) => c.x), y: centres.map((c) => c.y), length: centres.length }, 4 * spacing);
  const pairs: { t: number; row: number; score: number }[] = [];
  rows.forEach((row, r) => {
    if (row.length < 2) return;
    const ends: [{ x: number; y: number }, { x: number; y: number }][] = [[row[0]!, row[1]!], [row[row.length - 1]!, row[row.length - 2]!]];
    for (const [end, inner] of ends) {
      const len = Math.hypot(end.x - inner.x, end.y - inner.y) || 1;
      const ux = (end.x - inner.x) / len;
      const uy = (end.y - inner.y) / len;
      for (const k of grid.near(end.x, end.y, 4.1 * spacing)) {
        if (!labels[k]) continue;
        const vx = centres[k]!.x - end.x;
        const vy = centres[k]!.y - end.y;
        const along = vx * ux + vy * uy;
        const across = Math.abs(vx * uy - vy * ux);
        if (along >= 0.3 * spacing && along <= 4 * spacing && across <= 0.6 * spacing) pairs.push({ t: k, row: r, score: along + 2 * across });
      }
    }
  });
  pairs.sort((a, b) => a.score - b.score);
  const taken = new Set<number>();
  for (const { t, row } of pairs) {
    if (taken.has(t)) continue;
    // Both ends of a row may be labelled: the second label is the same text's twin, used up too.
    taken.add(t);
    used.add(t);
    if (out[row] === -1) out[row] = t;
  }
  return out;
}

/** For each sector, the index of the text naming it, -1 for none. */
export function matchSectorNames(texts: readonly TextRun[], sectors: readonly Bounds[], spacing: number, used: Set<number>): Int32Array {
  const out = new Int32Array(sectors.length).fill(-1);
  const best = new Float64Array(sectors.length);
  texts.forEach((t, k) => {
    if (used.has(k) || t.role || !/\p{L}.*\p{L}/u.test(t.text) || rowLabelOf(t.text) !== null || STAGE_WORD.test(t.text)) return;
    const c = runCentre(t);
    let nearest = -1;
    let nearestD = Infinity;
    sectors.forEach((b, s) => {
      const d = Math.hypot(Math.max(b.minX - c.x, 0, c.x - b.maxX), Math.max(b.minY - c.y, 0, c.y - b.maxY));
      if (d < nearestD) {
        nearestD = d;
        nearest = s;
      }
    });
    if (nearest < 0 || nearestD > 4 * spacing) return;
    if (out[nearest] === -1 || t.size > best[nearest]!) {
      out[nearest] = k;
      best[nearest] = t.size;
    }
  });
  for (const k of out) if (k >= 0) used.add(k);
  return out;
}

export interface FoundStage {
  /** Index into scene.shapes of the stage's shape, -1 when only its label was found. */
  shape: number;
  /** Index into scene.texts of its label, -1 for none. */
  text: number;
  x: number;
  y: number;
}

/** The stage: the largest text naming it, and the smallest filled shape under that text. */
export function findStage(scene: Scene, seatShapes: ReadonlySet<number>): FoundStage | null {
  let text = -1;
  scene.texts.forEach((t, k) => {
    if (STAGE_WORD.test(t.text) && (text < 0 || t.size > scene.texts[text]!.size)) text = k;
  });
  if (text < 0) return null;
  const c = runCentre(scene.texts[text]!);
  const b = scene.bounds;
  const limit = 0.4 * (b.maxX - b.minX) * (b.maxY - b.minY);
  let shape = -1;
  let area = Infinity;
  scene.shapes.forEach((s, k) => {
    if (seatShapes.has(k) || s.tag === 'line' || s.tag === 'polyline' || s.fill === null) return;
    const o = s.outline.bounds;
    const a = s.w * s.h;
    if (c.x >= o.minX && c.x <= o.maxX && c.y >= o.minY && c.y <= o.maxY && a < area && a <= limit) {
      shape = k;
      area = a;
    }
  });
  const at = shape >= 0 ? scene.shapes[shape]! : null;
  return { shape, text, x: at ? at.cx : c.x, y: at ? at.cy : c.y };
}
