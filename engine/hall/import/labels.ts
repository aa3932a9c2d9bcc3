// Reading the drawing's own words: row labels on the rows' lines (past their ends, in their
// aisles) or in their groups' names, and sector names near sectors.

import type { Bounds, TextRun } from '../model';
import { namesStage } from './stage';
import { PointGrid, median } from './grid';
import { runCentre } from '../text-runs';

const ROW_WORD = /^(ряд|row|rang|reihe|r|р)\.?\s*/i;
const ROW_LABEL = /^(\d{1,3}[A-Za-zА-Яа-яЁё]?|[A-Za-zА-Яа-яЁё]{1,2})$/;

/** A row label as written («Ряд 5», «5», «A»), or null when the text is not one. */
export function rowLabelOf(text: string): string | null {
  const bare = text.replace(ROW_WORD, '').trim();
  return ROW_LABEL.test(bare) ? bare : null;
}

/**
 * For each row (its seat positions in order), the index of the text labelling it, -1 for
 * none. A label is on the row's line: past either end, or in a gap of the row (a centre
 * aisle). One text may label two rows: the number drawn in an aisle labels the row on each
 * side of it; each row takes its nearest.
 */
export function matchRowLabels(texts: readonly TextRun[], rows: readonly { x: number; y: number }[][], spacing: number, used: Set<number>): Int32Array {
  const out = new Int32Array(rows.length).fill(-1);
  const centres = texts.map(runCentre);
  const labels = texts.map((t, k) => !used.has(k) && !t.role && rowLabelOf(t.text) !== null);
  const grid = new PointGrid({ x: centres.map((c) => c.x), y: centres.map((c) => c.y), length: centres.length }, 4 * spacing);
  const best = new Float64Array(rows.length).fill(Infinity);
  const offer = (r: number, k: number, score: number) => {
    if (score < best[r]!) {
      best[r] = score;
      out[r] = k;
    }
  };
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
        if (along >= 0.3 * spacing && along <= 4 * spacing && across <= 0.6 * spacing) offer(r, k, along + 2 * across);
      }
    }
    // Gaps inside the row wider than its seat pitch: an aisle the row runs across.
    const steps: number[] = [];
    for (let j = 1; j < row.length; j++) steps.push(Math.hypot(row[j]!.x - row[j - 1]!.x, row[j]!.y - row[j - 1]!.y));
    const pitch = median(steps);
    for (let j = 1; j < row.length; j++) {
      const p = row[j - 1]!;
      const q = row[j]!;
      const d = steps[j - 1]!;
      if (d < 1.8 * pitch) continue;
      const ux = (q.x - p.x) / d;
      const uy = (q.y - p.y) / d;
      for (const k of grid.near((p.x + q.x) / 2, (p.y + q.y) / 2, d / 2)) {
        if (!labels[k]) continue;
        const vx = centres[k]!.x - p.x;
        const vy = centres[k]!.y - p.y;
        const along = vx * ux + vy * uy;
        const across = Math.abs(vx * uy - vy * ux);
        if (along >= 0.3 * spacing && along <= d - 0.3 * spacing && across <= 0.6 * spacing) offer(r, k, Math.abs(along - d / 2) + 2 * across);
      }
    }
  });
  for (const k of out) if (k >= 0) used.add(k);
  return out;
}

/** A row label from a group's name as tools write it («row01», «Ряд_x0020_5», «R12»), or null. */
export function rowLabelOfName(name: string): string | null {
  const m = /^(?:row|ряд|rad|reihe|fila|rang|r|р)[\s_.-]*0*(\d{1,3}[A-Za-zА-Яа-яЁё]?|[A-Za-zА-Яа-яЁё])$/i.exec(name.trim());
  return m ? m[1]! : null;
}

/**
 * For each sector, the index of the text naming it, -1 for none. A word that could be a row
 * label («Юг», «AA») names a sector only when it is drawn larger than the row labels.
 */
export function matchSectorNames(texts: readonly TextRun[], sectors: readonly Bounds[], spacing: number, used: Set<number>, rowLabelSize = 0): Int32Array {
  const out = new Int32Array(sectors.length).fill(-1);
  const best = new Float64Array(sectors.length);
  texts.forEach((t, k) => {
    if (used.has(k) || t.role || !/\p{L}.*\p{L}/u.test(t.text) || (rowLabelOf(t.text) !== null && t.size <= 1.2 * rowLabelSize) || namesStage(t.text)) return;
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
