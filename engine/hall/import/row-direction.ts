// Rows run across the line to the stage. Where seats line up both ways (a grid whose seat and
// row pitches are close, or rows closer than seats), chaining the nearest seats can take
// columns for rows: rows that point at the stage. A sector with such rows is chained again
// across the stage's direction, and that is kept when it makes fewer, longer rows. A side
// balcony whose rows run along the wall towards the stage stays as it is: across it, its
// rows would be more and shorter.

import type { Bounds } from '../model';
import type { Points } from './grid';
import { chainRows, pointing } from './rows';

/** A row points at the stage when the stage's nearest part lies within this angle of its direction. */
const TOWARD_COS = Math.cos((45 * Math.PI) / 180);
/** A sector is chained again when rows pointing at the stage hold this share of its seats. */
const TOWARD_SHARE = 0.1;

/** The rows of a sector's seats, chained again across the stage's direction when better. */
export function rowsAcrossStage(pts: Points, seats: readonly number[], rows: readonly number[][], stage: Bounds): number[][] | null {
  let toward = 0, counted = 0;
  for (const row of rows) {
    if (row.length < 2) continue;
    counted += row.length;
    const a = row[0]!, b = row[row.length - 1]!;
    const cos = pointing(pts.x[b]! - pts.x[a]!, pts.y[b]! - pts.y[a]!, (pts.x[a]! + pts.x[b]!) / 2, (pts.y[a]! + pts.y[b]!) / 2, stage);
    if (cos >= TOWARD_COS) toward += row.length;
  }
  if (counted === 0 || toward < TOWARD_SHARE * counted) return null;
  const again = chainRows(pts, seats, true, stage);
  return again.length < rows.length ? again : null;
}
