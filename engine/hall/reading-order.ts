// Seats of a sector in reading order: by row, then by seat number, both compared the way
// people read labels ("2" before "10", "A" before "B"), document order breaking ties.

/** Compares labels with digit runs taken as numbers: "2" < "10", "A9" < "A10". */
export function naturalCompare(a: string, b: string): number {
  if (a === b) return 0;
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    const ca = a.charCodeAt(i);
    const cb = b.charCodeAt(j);
    if (isDigit(ca) && isDigit(cb)) {
      let ei = i;
      let ej = j;
      while (ei < a.length && isDigit(a.charCodeAt(ei))) ei++;
      while (ej < b.length && isDigit(b.charCodeAt(ej))) ej++;
      while (i < ei - 1 && a.charCodeAt(i) === 48) i++;
      while (j < ej - 1 && b.charCodeAt(j) === 48) j++;
      if (ei - i !== ej - j) return ei - i - (ej - j);
      for (; i < ei; i++, j++) {
        const d = a.charCodeAt(i) - b.charCodeAt(j);
        if (d !== 0) return d;
      }
      continue;
    }
    if (ca !== cb) return ca - cb;
    i++;
    j++;
  }
  return a.length - i - (b.length - j);
}

function isDigit(c: number): boolean {
  return c >= 48 && c <= 57;
}

/**
 * Returns `seats` sorted by row label, then seat label, then index (document order, which
 * the hall convention makes seat order). A label only counts when every seat of the group
 * has one: a seat missing from the data has no seat label, and must not jump to the front
 * of its row. Rows given for some seats only leave the whole group in document order.
 *
 * Halls are usually written in reading order already, so that is checked first in one pass
 * and the input returned untouched; otherwise labels are ranked once per distinct value so
 * that the sort itself compares numbers, not strings.
 */
export function readingOrder(seats: Int32Array, row: readonly string[], seat: readonly string[]): Int32Array {
  let rowsMissing = 0;
  let seatsMissing = 0;
  for (const i of seats) {
    if (row[i] === '') rowsMissing++;
    if (seat[i] === '') seatsMissing++;
  }
  const byRow = rowsMissing === 0;
  const bySeat = seatsMissing === 0 && (byRow || rowsMissing === seats.length);
  const compare = (a: number, b: number): number =>
    (byRow ? naturalCompare(row[a]!, row[b]!) : 0) || (bySeat ? naturalCompare(seat[a]!, seat[b]!) : 0) || a - b;
  let sorted = true;
  for (let k = 1; k < seats.length && sorted; k++) sorted = compare(seats[k - 1]!, seats[k]!) <= 0;
  if (sorted) return seats;
  const rowRank = byRow ? rank(seats, row) : null;
  const seatRank = bySeat ? rank(seats, seat) : null;
  return Int32Array.from(seats).sort(
    (a, b) => (rowRank ? rowRank.get(row[a]!)! - rowRank.get(row[b]!)! : 0) || (seatRank ? seatRank.get(seat[a]!)! - seatRank.get(seat[b]!)! : 0) || a - b,
  );
}

function rank(seats: Int32Array, labels: readonly string[]): Map<string, number> {
  const distinct = new Set<string>();
  for (const i of seats) distinct.add(labels[i]!);
  const order = [...distinct].sort(naturalCompare);
  return new Map(order.map((label, k) => [label, k]));
}
