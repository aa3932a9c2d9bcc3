// Filling the gaps in a numbered sequence (seats along a row, rows in a sector) the way the
// drawn numbers run: 1, 2, 3…, backwards, or odd and even sides (1, 3, 5…). Where the drawn
// numbers follow no single rule the gaps stay empty: a wrong number is worse than none.

export interface FilledSequence {
  values: (string | null)[];
  guessed: boolean[];
  /** The step the drawn numbers follow (0 when there is no rule), and the rule's value at 0. */
  step: number;
  start: number;
}

const STEPS = [1, -1, 2, -2];
/** The rule must hold for this share of the drawn numbers. */
const AGREEMENT = 0.6;

export function fillSequence(labels: readonly (string | null)[]): FilledSequence {
  const n = labels.length;
  const known: { k: number; v: number }[] = [];
  labels.forEach((label, k) => {
    if (label !== null && /^\d+$/.test(label)) known.push({ k, v: Number(label) });
  });
  const values = labels.slice();
  const guessed = new Array<boolean>(n).fill(false);
  if (labels.every((l) => l === null)) {
    for (let k = 0; k < n; k++) {
      values[k] = String(k + 1);
      guessed[k] = true;
    }
    return { values, guessed, step: 1, start: 1 };
  }
  if (known.length === 0) return { values, guessed, step: 0, start: 0 };
  let best = { step: 1, start: known[0]!.v - known[0]!.k, fit: 0 };
  for (const step of known.length === 1 ? [1] : STEPS) {
    const starts = new Map<number, number>();
    for (const { k, v } of known) starts.set(v - step * k, (starts.get(v - step * k) ?? 0) + 1);
    for (const [start, fit] of starts) if (fit > best.fit) best = { step, start, fit };
  }
  if (best.fit < AGREEMENT * known.length) return { values, guessed, step: 0, start: 0 };
  for (let k = 0; k < n; k++) {
    const v = best.start + best.step * k;
    if (values[k] === null && v >= 1) {
      values[k] = String(v);
      guessed[k] = true;
    }
  }
  return { values, guessed, step: best.step, start: best.start };
}
