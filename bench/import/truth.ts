// The truth of a corpus drawing (fixtures/exports/*.truth.json) and how an import is scored
// against it: each true seat is matched to the imported seat at its place, and its label is
// right when the row and the seat number both are.

export interface TruthSeat {
  /** Centre in the drawing's root coordinates (after every transform). */
  x: number;
  y: number;
  row: string;
  seat: string;
}

export interface FoundSeat {
  x: number;
  y: number;
  row: string;
  seat: string;
  /** Listed in the import's report as guessed (row or number inferred, not read). */
  guessed?: boolean;
}

export interface Score {
  truth: number;
  found: number;
  /** True seats with an imported seat at their place. */
  matched: number;
  /** Matched seats with the right row and seat number. */
  labelsRight: number;
  /** Imported seats at no true seat's place (a hidden draft, a decoration taken for a seat). */
  extra: number;
  /** Matched seats with a wrong label that the report does not list as guessed. */
  silentlyWrong: number;
}

/** Matches by position within `tolerance` (a fraction of the typical seat spacing is right). */
export function score(truth: readonly TruthSeat[], found: readonly FoundSeat[], tolerance: number): Score {
  const cell = Math.max(tolerance, 1e-9);
  const grid = new Map<string, number[]>();
  const key = (x: number, y: number) => `${Math.floor(x / cell)},${Math.floor(y / cell)}`;
  found.forEach((s, k) => {
    const id = key(s.x, s.y);
    const list = grid.get(id);
    if (list) list.push(k);
    else grid.set(id, [k]);
  });
  const used = new Uint8Array(found.length);
  let matched = 0, labelsRight = 0, silentlyWrong = 0;
  for (const t of truth) {
    const cx = Math.floor(t.x / cell), cy = Math.floor(t.y / cell);
    let best = -1, bestD = tolerance;
    for (let dx = -1; dx <= 1; dx++) {
      for (let dy = -1; dy <= 1; dy++) {
        for (const k of grid.get(`${cx + dx},${cy + dy}`) ?? []) {
          const d = Math.hypot(found[k]!.x - t.x, found[k]!.y - t.y);
          if (!used[k] && d <= bestD) {
            best = k;
            bestD = d;
          }
        }
      }
    }
    if (best < 0) continue;
    used[best] = 1;
    matched++;
    if (found[best]!.row === t.row && found[best]!.seat === t.seat) labelsRight++;
    else if (!found[best]!.guessed) silentlyWrong++;
  }
  return { truth: truth.length, found: found.length, matched, labelsRight, extra: found.length - matched, silentlyWrong };
}
