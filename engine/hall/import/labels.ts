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

/** Where a row's label came from: a text (its index) and the label read from it. */
export interface RowLabelMatch {
  text: Int32Array;
  label: (string | null)[];
  /** Labels read from a text made of two equal halves that no second row claimed («33»: row 33, or «3» drawn twice?). */
  doubtful: boolean[];
}

interface Candidate {
  /** Index of the whole text. */
  text: number;
  x: number;
  y: number;
  label: string;
  /** For one half of a text that joined two equal labels («3» «3» → «33»): the other half's candidate index. */
  twin: number;
}

/**
 * For each row (its seat positions in order), the text labelling it. A label is on the row's
 * line: past either end, or in a gap of the row (a centre aisle). One text may label two rows:
 * the number drawn in an aisle labels the row on each side of it; each row takes its
 * nearest. Two equal numbers drawn close together (the ends of two rows across a narrow
 * aisle) are joined by the parser into one («33»): where each half is the nearest label of a
 * different row, each row takes its half.
 */
export function matchRowLabels(texts: readonly TextRun[], pieces: readonly TextRun[][], rows: readonly { x: number; y: number }[][], spacing: number, used: Set<number>): RowLabelMatch {
  const candidates: Candidate[] = [];
  texts.forEach((t, k) => {
    if (used.has(k) || t.role) return;
    const label = rowLabelOf(t.text);
    if (label === null) return;
    const c = runCentre(t);
    candidates.push({ text: k, x: c.x, y: c.y, label, twin: -1 });
    const parts = pieces[k] ?? [];
    if (parts.length < 2 || parts.length % 2 !== 0) return;
    const ordered = parts.slice().sort((p, q) => along(t, p) - along(t, q));
    const half = ordered.length / 2;
    const first = ordered.slice(0, half);
    const second = ordered.slice(half);
    const a = first.map((p) => p.text).join('');
    if (a !== second.map((p) => p.text).join('') || rowLabelOf(a) === null) return;
    const at = candidates.length;
    const ca = centreOf(first);
    const cb = centreOf(second);
    candidates.push({ text: k, x: ca.x, y: ca.y, label: a, twin: at + 1 }, { text: k, x: cb.x, y: cb.y, label: a, twin: at });
  });
  const grid = new PointGrid({ x: candidates.map((c) => c.x), y: candidates.map((c) => c.y), length: candidates.length }, 4 * spacing);
  const offers: { r: number; k: number; score: number }[] = [];
  const offer = (r: number, k: number, score: number) => offers.push({ r, k, score });
  rows.forEach((row, r) => {
    if (row.length < 2) return;
    const ends: [{ x: number; y: number }, { x: number; y: number }][] = [[row[0]!, row[1]!], [row[row.length - 1]!, row[row.length - 2]!]];
    for (const [end, inner] of ends) {
      const len = Math.hypot(end.x - inner.x, end.y - inner.y) || 1;
      const ux = (end.x - inner.x) / len;
      const uy = (end.y - inner.y) / len;
      for (const k of grid.near(end.x, end.y, 4.1 * spacing)) {
        const vx = candidates[k]!.x - end.x;
        const vy = candidates[k]!.y - end.y;
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
        const vx = candidates[k]!.x - p.x;
        const vy = candidates[k]!.y - p.y;
        const along = vx * ux + vy * uy;
        const across = Math.abs(vx * uy - vy * ux);
        if (along >= 0.3 * spacing && along <= d - 0.3 * spacing && across <= 0.6 * spacing) offer(r, k, Math.abs(along - d / 2) + 2 * across);
      }
    }
  });
  // A joined text is taken apart when each of its halves is on the line of a different row.
  const rowsAt = new Map<number, Set<number>>();
  for (const { r, k } of offers) {
    const set = rowsAt.get(k);
    if (set) set.add(r);
    else rowsAt.set(k, new Set([r]));
  }
  const split = new Set<number>();
  candidates.forEach((c, k) => {
    if (c.twin < k) return;
    const a = rowsAt.get(k);
    const b = rowsAt.get(c.twin);
    if (a && b && [...a].some((r) => [...b].some((q) => q !== r))) split.add(c.text);
  });
  const allowed = (k: number) => (candidates[k]!.twin >= 0) === split.has(candidates[k]!.text);
  // A number in an aisle labels the rows on both sides when it sits about midway; a row whose
  // end is several times further from it than another row's (a lodge beside the stalls'
  // row numbers) is not the row it labels.
  const nearest = new Float64Array(candidates.length).fill(Infinity);
  for (const o of offers) if (allowed(o.k) && o.score < nearest[o.k]!) nearest[o.k] = o.score;
  const best = new Int32Array(rows.length).fill(-1);
  const score = new Float64Array(rows.length).fill(Infinity);
  for (const o of offers) {
    if (!allowed(o.k) || o.score >= score[o.r]! || o.score > 2 * nearest[o.k]! + spacing) continue;
    score[o.r] = o.score;
    best[o.r] = o.k;
  }
  const halved = new Set(candidates.filter((c) => c.twin >= 0).map((c) => c.text));
  const out: RowLabelMatch = { text: new Int32Array(rows.length).fill(-1), label: rows.map(() => null), doubtful: rows.map(() => false) };
  rows.forEach((_, r) => {
    const k = best[r]!;
    if (k < 0) return;
    out.text[r] = candidates[k]!.text;
    out.label[r] = candidates[k]!.label;
    out.doubtful[r] = candidates[k]!.twin < 0 && halved.has(candidates[k]!.text);
    used.add(candidates[k]!.text);
  });
  return out;
}

function along(base: TextRun, run: TextRun): number {
  return run.x * Math.cos(base.angle) + run.y * Math.sin(base.angle);
}

function centreOf(runs: readonly TextRun[]): { x: number; y: number } {
  let x = 0, y = 0;
  for (const r of runs) {
    const c = runCentre(r);
    x += c.x;
    y += c.y;
  }
  return { x: x / runs.length, y: y / runs.length };
}

/** A row label from a group's name as tools write it («row01», «Ряд_x0020_5», «R12»), or null. */
export function rowLabelOfName(name: string): string | null {
  const m = /^(?:row|ряд|rad|reihe|fila|rang|r|р)[\s_.-]*0*(\d{1,3}[A-Za-zА-Яа-яЁё]?|[A-Za-zА-Яа-яЁё])$/i.exec(name.trim());
  return m ? m[1]! : null;
}

/** A column's heading over the row or seat numbers («Ряд», «Row ↓», «Места»). */
const HEADING = /^(?:ряды?|rows?|reihe|rang|fila|мест[оа]|seats?)[\s.:↑↓←→]*$/iu;

/**
 * For each sector, the index of the text naming it, -1 for none. A word that could be a row
 * label («Юг», «AA») names a sector only when it is drawn larger than the row labels; a
 * column's heading («Ряд») never does, nor does a note written among the seats no larger
 * than their numbers («служб.» over a row's staff places).
 */
export function matchSectorNames(texts: readonly TextRun[], sectors: readonly Bounds[], spacing: number, used: Set<number>, rowLabelSize = 0, numberSize = 0): Int32Array {
  const out = new Int32Array(sectors.length).fill(-1);
  const best = new Float64Array(sectors.length);
  texts.forEach((t, k) => {
    if (used.has(k) || t.role || !/\p{L}.*\p{L}/u.test(t.text) || (rowLabelOf(t.text) !== null && t.size <= 1.2 * rowLabelSize) || namesStage(t.text)) return;
    if (HEADING.test(t.text.trim())) return;
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
    if (nearestD === 0 && numberSize > 0 && t.size <= 1.05 * numberSize) return;
    if (out[nearest] === -1 || t.size > best[nearest]!) {
      out[nearest] = k;
      best[nearest] = t.size;
    }
  });
  for (const k of out) if (k >= 0) used.add(k);
  return out;
}
