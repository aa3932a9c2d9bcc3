// Seat numbers from the drawing's text: every number sits the same way from its seat (inside
// it, or above it), so that offset is measured first, then each number text goes to the seat
// it is nearest to at that offset. A seat that gets several texts has its number written a
// glyph at a time (Illustrator's tracked «1» «1», CorelDRAW's digit per <text>, at whatever
// spacing): they are joined in reading order along their baseline.

import type { TextRun } from '../model';
import type { Points } from './grid';
import { PointGrid, median } from './grid';
import { runCentre } from '../text-runs';
import { joinReadingOrder } from '../text-merge';

const SEAT_LABEL = /^\d{1,4}[A-Za-zА-Яа-яЁё]?$/;
const PIECE = /^[\dA-Za-zА-Яа-яЁё]{1,4}$/;
/** Numbers are taken as seat numbers only when there are about as many as seats. */
const MIN_SHARE = 0.3;

export interface SeatNumber {
  text: string;
  /** Indices into the texts of its pieces (one for a number written whole). */
  runs: number[];
  /** Where it is drawn: the first piece, stretched over all of them. */
  run: TextRun;
}

/** For each seat, its number as drawn, or null. Texts used are added to `used`. */
export function matchSeatNumbers(texts: readonly TextRun[], seats: Points, spacing: number, used: Set<number>): (SeatNumber | null)[] {
  const out: (SeatNumber | null)[] = new Array<SeatNumber | null>(seats.length).fill(null);
  const grid = new PointGrid(seats, spacing);
  const candidates: number[] = [];
  const dx: number[] = [];
  const dy: number[] = [];
  texts.forEach((t, k) => {
    if (used.has(k) || t.role || !PIECE.test(t.text)) return;
    const c = runCentre(t);
    const s = grid.nearest(c.x, c.y, spacing);
    if (s < 0) return;
    candidates.push(k);
    if (SEAT_LABEL.test(t.text)) {
      dx.push(c.x - seats.x[s]!);
      dy.push(c.y - seats.y[s]!);
    }
  });
  if (dx.length < MIN_SHARE * seats.length) return out;
  const ox = median(dx);
  const oy = median(dy);
  const pieces = new Map<number, number[]>();
  for (const k of candidates) {
    const c = runCentre(texts[k]!);
    const s = grid.nearest(c.x - ox, c.y - oy, 0.5 * spacing);
    if (s < 0) continue;
    const list = pieces.get(s);
    if (list) list.push(k);
    else pieces.set(s, [k]);
  }
  for (const [s, all] of pieces) {
    const list = oneNumber(texts, all, seats.x[s]! + ox, seats.y[s]! + oy);
    const runs = list.map((k) => texts[k]!);
    const text = joinReadingOrder(runs);
    if (!SEAT_LABEL.test(text)) continue;
    for (const k of list) used.add(k);
    out[s] = { text, runs: list, run: list.length === 1 ? runs[0]! : spanOf(runs, text) };
  }
  return out;
}

/**
 * The pieces that make one number: the piece nearest the seat's number spot, and those set
 * on its baseline at its size, each within a glyph or so of the others (not a row label
 * drawn beside the seat).
 */
function oneNumber(texts: readonly TextRun[], pieces: number[], x: number, y: number): number[] {
  if (pieces.length === 1) return pieces;
  const dist = (k: number) => {
    const c = runCentre(texts[k]!);
    return Math.hypot(c.x - x, c.y - y);
  };
  const sorted = pieces.slice().sort((a, b) => dist(a) - dist(b));
  const first = texts[sorted[0]!]!;
  const cos = Math.cos(first.angle);
  const sin = Math.sin(first.angle);
  const along = (t: TextRun) => {
    const c = runCentre(t);
    return (c.x - first.x) * cos + (c.y - first.y) * sin;
  };
  const kept = [sorted[0]!];
  let lo = along(first);
  let hi = lo;
  for (const k of sorted.slice(1)) {
    const t = texts[k]!;
    const perp = Math.abs(-(t.x - first.x) * sin + (t.y - first.y) * cos);
    const a = along(t);
    const similar = Math.max(t.size, first.size) <= 1.3 * Math.min(t.size, first.size);
    if (!similar || perp > 0.3 * first.size || a < lo - 1.6 * first.size || a > hi + 1.6 * first.size) continue;
    kept.push(k);
    lo = Math.min(lo, a);
    hi = Math.max(hi, a);
  }
  return kept;
}

/** One run where the pieces were: centred on them, on the first piece's baseline. */
function spanOf(runs: readonly TextRun[], text: string): TextRun {
  let minX = Infinity, minY = Infinity, maxX = -Infinity, maxY = -Infinity;
  for (const r of runs) {
    minX = Math.min(minX, r.bounds.minX);
    minY = Math.min(minY, r.bounds.minY);
    maxX = Math.max(maxX, r.bounds.maxX);
    maxY = Math.max(maxY, r.bounds.maxY);
  }
  const first = runs[0]!;
  const cos = Math.cos(first.angle);
  const sin = Math.sin(first.angle);
  // The centre of the pieces, moved onto the first piece's baseline.
  const cx = (minX + maxX) / 2;
  const cy = (minY + maxY) / 2;
  const along = (cx - first.x) * cos + (cy - first.y) * sin;
  return { ...first, text, x: first.x + along * cos, y: first.y + along * sin, anchor: 'middle', bounds: { minX, minY, maxX, maxY } };
}
