// A sector's rows as drafts: ordered from the stage, each seat's number read, filled or
// corrected (\`RowDraft\`), before \`assemble.ts\` turns them into seat records.

import type { Points } from './grid';
import type { FoundStage } from './stage';
import type { SeatNumber } from './seat-numbers';
import type { LabelFrom } from './report';
import { fillSequence } from './sequence';
import { READ, type RowDraft } from './assemble';

export interface NamedRow {
  row: number[];
  /** The row label its group's name gives, or null. */
  name: string | null;
}

/** One token of Latin letters and digits (camelCase, snake_case, kebab-case): an id, not words typed for people. */
export function idLike(name: string): boolean {
  return /^[A-Za-z][A-Za-z0-9_-]*$/.test(name);
}

/**
 * Rows ordered from the stage (the nearest first) and each row's seats from seat 1: on the
 * left as seen from the seat, facing the stage. With no stage, the stage is taken to be at
 * the top of the drawing.
 */
export function orientRows(rows: NamedRow[], pts: Points, stage: FoundStage | null): NamedRow[] {
  const centre = (row: number[]) => {
    let x = 0, y = 0;
    for (const i of row) {
      x += pts.x[i]!;
      y += pts.y[i]!;
    }
    return { x: x / row.length, y: y / row.length };
  };
  const oriented = rows.map(({ row, name }) => {
    const c = centre(row);
    let fx = 0, fy = -1;
    if (stage) {
      const len = Math.hypot(stage.x - c.x, stage.y - c.y) || 1;
      fx = (stage.x - c.x) / len;
      fy = (stage.y - c.y) / len;
    }
    // Facing (fx, fy) with y pointing down the page, the left hand points along (fy, -fx).
    const left = (i: number) => pts.x[i]! * fy - pts.y[i]! * fx;
    const first = row[0]!;
    const last = row[row.length - 1]!;
    return { row: left(last) > left(first) ? row.slice().reverse() : row, name, c };
  });
  const distance = (c: { x: number; y: number }) => (stage ? Math.hypot(stage.x - c.x, stage.y - c.y) : c.y);
  oriented.sort((a, b) => distance(a.c) - distance(b.c) || a.c.x - b.c.x);
  return oriented.map(({ row, name }) => ({ row, name }));
}

/** Two spellings of one row label («01» and «1», «a» and «A»). */
export function sameLabel(a: string, b: string): boolean {
  return a.replace(/^0+(?=\d)/, '').toUpperCase() === b.replace(/^0+(?=\d)/, '').toUpperCase();
}

export function numberRow(row: number[], label: string, rowFrom: LabelFrom, numberOf: readonly (SeatNumber | null)[], outlines: number): RowDraft {
  const drawn = row.map((i) => numberOf[i]?.text ?? null);
  const filled = fillSequence(drawn);
  const none = drawn.every((d) => d === null);
  const numberFrom = row.map((i, j): LabelFrom => {
    if (!filled.guessed[j]) return (numberOf[i]?.runs.length ?? 1) > 1 ? 'glyphs' : 'text';
    return none ? (outlines > 0 ? 'outlines' : 'counted') : 'filled';
  });
  const values = filled.values.slice();
  const drawnTwice = new Set(drawn.filter((d, j) => d !== null && drawn.indexOf(d) !== j));
  // A number drawn twice in a row is a slip on one of the two seats: the one where the row's
  // numbering has another number, not drawn anywhere in the row, takes that number (guessed).
  if (filled.step !== 0) {
    drawn.forEach((d, j) => {
      const expected = String(filled.start + filled.step * j);
      if (d === null || !drawnTwice.has(d) || d === expected || drawn.includes(expected) || filled.start + filled.step * j < 1) return;
      if (!drawn.some((e, m) => m !== j && e === d && e === String(filled.start + filled.step * m))) return;
      values[j] = expected;
      numberFrom[j] = 'corrected';
    });
  }
  const draft = { label, rowFrom, drawn };
  // Numbers drawn counting down the row: the row is written in seat order anyway.
  if (filled.step < 0) {
    return { ...draft, seats: row.slice().reverse(), drawn: drawn.slice().reverse(), numbers: values.reverse(), numberFrom: numberFrom.reverse() };
  }
  return { ...draft, seats: row, numbers: values, numberFrom };
}

/**
 * Seats the venue numbers by place, not by row: on more than one line, every number drawn
 * and none drawn twice, so each number names one seat of the group. A single line keeps its
 * counted row 1 (a lodge of one row may well be row 1 in the venue's data).
 */
export function numberedByPlace(rows: readonly RowDraft[]): boolean {
  if (rows.length < 2) return false;
  const seen = new Set<string>();
  for (const row of rows) {
    for (let j = 0; j < row.seats.length; j++) {
      const n = row.numbers[j];
      if (n === null || n === undefined || !READ.has(row.numberFrom[j]!) || seen.has(n)) return false;
      seen.add(n);
    }
  }
  return true;
}

/** A row cut in two by a wide aisle, labelled the same on both sides, is one row. */
export function mergeSameLabel(rows: RowDraft[]): RowDraft[] {
  const out: RowDraft[] = [];
  const byLabel = new Map<string, RowDraft>();
  for (const row of rows) {
    const same = byLabel.get(row.label);
    if (same && READ.has(row.rowFrom) && READ.has(same.rowFrom)) {
      same.seats.push(...row.seats);
      same.numbers.push(...row.numbers);
      same.numberFrom.push(...row.numberFrom);
      same.drawn.push(...row.drawn);
      continue;
    }
    byLabel.set(row.label, row);
    out.push(row);
  }
  return out;
}
