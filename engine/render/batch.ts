import { seatKey, type SeatPalette } from './palette';

/**
 * Seats grouped by colour key: the seats of key `k` are `order[start[k] … start[k+1])`.
 * One fill (or one sprite) per group means a handful of canvas state changes per frame
 * instead of one per seat.
 */
export interface ColorBatches {
  start: Int32Array;
  order: Int32Array;
}

/** A counting sort by colour key: O(seats), no per-seat allocation, stable within a key. */
export function batchByColor(indices: ArrayLike<number>, status: Uint8Array, palette: SeatPalette): ColorBatches {
  const keyCount = palette.colors.length;
  const n = indices.length;
  const keys = new Uint16Array(n);
  const start = new Int32Array(keyCount + 1);
  for (let j = 0; j < n; j++) {
    const key = seatKey(palette, status, indices[j]!);
    keys[j] = key;
    start[key + 1]!++;
  }
  for (let k = 0; k < keyCount; k++) start[k + 1]! += start[k]!;
  const next = start.slice(0, keyCount);
  const order = new Int32Array(n);
  for (let j = 0; j < n; j++) order[next[keys[j]!]!++] = indices[j]!;
  return { start, order };
}

/** The seat indices of one colour key (a view, not a copy). */
export function batchOf(batches: ColorBatches, key: number): Int32Array {
  return batches.order.subarray(batches.start[key]!, batches.start[key + 1]!);
}
