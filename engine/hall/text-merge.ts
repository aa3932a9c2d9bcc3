// Joins runs that make one word or number: digits placed one by one, the letters of a
// spaced-out «С Ц Е Н А», a word and its number («Ряд» «5»). Runs are compared along their
// baseline, so rotated labels join the same way as level ones.

import type { TextRun } from './model';
import { advanceOf, anchorShare } from './text-runs';
import { addBounds, emptyBounds } from './matrix';

interface Placed {
  run: TextRun;
  /** Index of the input run this came from (the first one, for merged items). */
  first: number;
  members: number[];
  angleKey: number;
  perp: number;
  start: number;
  end: number;
}

const ANGLE_STEP = (2 * Math.PI) / 180;
/** Joined without a space when the gap is below this share of the font size. */
const TIGHT_GAP = 0.3;
/** Joined with a space (when one side has letters) below this share. */
const WORD_GAP = 0.9;
/** Letters of a spaced-out word: advances up to this many font sizes, all alike. */
const SPACED_ADVANCE = 5;
const SPACED_UNIFORMITY = 0.35;
const SIZE_RATIO = 1.3;

export interface MergedRuns {
  runs: TextRun[];
  /** For each input run, the index of the output run that holds it. */
  into: Int32Array;
}

export function mergeRuns(input: readonly TextRun[]): MergedRuns {
  const items = input.map((run, k) => place(run, k));
  items.sort((a, b) => a.angleKey - b.angleKey || a.perp - b.perp);
  const lines: Placed[][] = [];
  for (const item of items) {
    const line = lines[lines.length - 1];
    const head = line?.[0];
    if (head && head.angleKey === item.angleKey && item.perp - head.perp <= 0.35 * Math.min(head.run.size, item.run.size)) line.push(item);
    else lines.push([item]);
  }
  const out: Placed[] = [];
  for (const line of lines) {
    line.sort((a, b) => a.start - b.start);
    out.push(...joinWords(joinSpacedLetters(line)));
  }
  out.sort((a, b) => a.first - b.first);
  const into = new Int32Array(input.length);
  out.forEach((p, k) => {
    for (const m of p.members) into[m] = k;
  });
  return { runs: out.map((p) => p.run), into };
}

/** The runs' text in reading order along the first run's baseline (a seat number's digits). */
export function joinReadingOrder(runs: readonly TextRun[]): string {
  if (runs.length === 0) return '';
  if (runs.length === 1) return runs[0]!.text;
  const angle = runs[0]!.angle;
  const items = runs.map((run, k) => place({ ...run, angle }, k));
  const size = Math.max(...runs.map((r) => r.size));
  items.sort((a, b) => (Math.abs(a.perp - b.perp) > 0.5 * size ? a.perp - b.perp : a.start - b.start));
  return items.map((p) => p.run.text).join('');
}

function place(run: TextRun, k: number): Placed {
  const cos = Math.cos(run.angle);
  const sin = Math.sin(run.angle);
  const width = advanceOf(run.text, run.size, run.bold);
  const along = run.x * cos + run.y * sin;
  const start = along - width * anchorShare(run.anchor);
  return { run, first: k, members: [k], angleKey: Math.round(run.angle / ANGLE_STEP), perp: -run.x * sin + run.y * cos, start, end: start + width };
}

const isLetter = (text: string): boolean => /^\p{L}$/u.test(text);
const hasLetter = (text: string): boolean => /\p{L}/u.test(text);
const similarSize = (a: TextRun, b: TextRun): boolean => Math.max(a.size, b.size) <= SIZE_RATIO * Math.min(a.size, b.size);

/** Single letters at even steps along a line: one word, whatever the tracking. */
function joinSpacedLetters(line: Placed[]): Placed[] {
  const out: Placed[] = [];
  let i = 0;
  while (i < line.length) {
    let j = i + 1;
    if (isLetter(line[i]!.run.text)) {
      const size = line[i]!.run.size;
      let step = -1;
      while (j < line.length && isLetter(line[j]!.run.text) && similarSize(line[i]!.run, line[j]!.run)) {
        const advance = line[j]!.start - line[j - 1]!.start;
        if (!(advance > 0.3 * size && advance <= SPACED_ADVANCE * size)) break;
        if (step < 0) step = advance;
        else if (Math.abs(advance - step) > SPACED_UNIFORMITY * step) break;
        j++;
      }
      const count = j - i;
      const twoClose = count === 2 && line[i + 1]!.start - line[i]!.end <= 1.5 * size;
      if (count >= 3 || twoClose) {
        out.push(combine(line.slice(i, j), ''));
        i = j;
        continue;
      }
      j = i + 1;
    }
    out.push(line[i]!);
    i = j;
  }
  return out;
}

/** Pieces that touch join as they are; a word and what follows it join with a space. */
function joinWords(line: Placed[]): Placed[] {
  const out: Placed[] = [];
  for (const item of line) {
    const last = out[out.length - 1];
    if (last && similarSize(last.run, item.run)) {
      const gap = item.start - last.end;
      const size = Math.min(last.run.size, item.run.size);
      if (gap <= TIGHT_GAP * size) {
        out[out.length - 1] = combine([last, item], '');
        continue;
      }
      if (gap <= WORD_GAP * size && (hasLetter(last.run.text) || hasLetter(item.run.text))) {
        out[out.length - 1] = combine([last, item], ' ');
        continue;
      }
    }
    out.push(item);
  }
  return out;
}

/** One run centred where its pieces were, so a spaced-out word stays where it was drawn. */
function combine(parts: Placed[], separator: string): Placed {
  const first = parts[0]!;
  const lastPart = parts[parts.length - 1]!;
  const { angle } = first.run;
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  const mid = (first.start + lastPart.end) / 2;
  const bounds = emptyBounds();
  for (const p of parts) addBounds(bounds, p.run.bounds);
  const role = parts.find((p) => p.run.role)?.run.role;
  const run: TextRun = {
    ...first.run,
    text: parts.map((p) => p.run.text).join(separator),
    x: mid * cos - first.perp * sin,
    y: mid * sin + first.perp * cos,
    size: Math.max(...parts.map((p) => p.run.size)),
    anchor: 'middle',
    bounds,
  };
  if (role) run.role = role;
  else delete run.role;
  return {
    run,
    first: Math.min(...parts.map((p) => p.first)),
    members: parts.flatMap((p) => p.members),
    angleKey: first.angleKey,
    perp: first.perp,
    start: first.start,
    end: lastPart.end,
  };
}
