// Rows from seat positions: each seat is linked to its neighbours along the row, shortest
// links first, never more than two per seat and never turning sharply, so chains follow
// straight and curved rows alike. Seats along a row sit closer than rows do (in halls the
// seat pitch is about half a metre, the row pitch closer to a metre), and design tools
// write seats in the order they were copied, so a link between seats next to each other in
// the file counts as a little shorter. Rows cut by an aisle are joined when the two parts
// continue one another.

import type { Points } from './grid';
import { DisjointSets, PointGrid, median } from './grid';

/** Neighbours are looked for up to this many local seat spacings away. */
const REACH = 1.6;
/** A chain may bend by at most this much from one seat to the next. */
const MAX_TURN = (40 * Math.PI) / 180;
/** Links between seats adjacent in the file count this much shorter. */
const FILE_ORDER_BONUS = 0.85;
/** Parts of a row across an aisle: at most this many spacings apart, in line within these angles. */
const AISLE_REACH = 3.5;
const AISLE_TURN = (15 * Math.PI) / 180;

/** Chains of `members` (indices into pts), each in order from one end to the other. */
export function chainRows(pts: Points, members: readonly number[]): number[][] {
  const n = members.length;
  if (n === 0) return [];
  if (n === 1) return [[members[0]!]];
  const sub = { x: members.map((i) => pts.x[i]!), y: members.map((i) => pts.y[i]!), length: n };
  const spacing = localSpacing(sub);
  const typical = median([...spacing].filter(Number.isFinite));
  const grid = new PointGrid(sub, typical);
  const links: { a: number; b: number; w: number }[] = [];
  for (let a = 0; a < n; a++) {
    const da = spacing[a]!;
    if (!Number.isFinite(da)) continue;
    for (const b of grid.near(sub.x[a]!, sub.y[a]!, REACH * da, a)) {
      if (b < a) continue;
      const dist = Math.hypot(sub.x[b]! - sub.x[a]!, sub.y[b]! - sub.y[a]!);
      const bonus = Math.abs(members[a]! - members[b]!) === 1 ? FILE_ORDER_BONUS : 1;
      links.push({ a, b, w: (dist / Math.min(da, spacing[b]!)) * bonus });
    }
  }
  links.sort((p, q) => p.w - q.w);
  const next: number[][] = Array.from({ length: n }, () => []);
  const sets = new DisjointSets(n);
  for (const { a, b } of links) {
    if (next[a]!.length >= 2 || next[b]!.length >= 2) continue;
    if (!straightEnough(sub, next, a, b) || !straightEnough(sub, next, b, a)) continue;
    if (!sets.union(a, b)) continue;
    next[a]!.push(b);
    next[b]!.push(a);
  }
  joinAcrossAisles(sub, next, sets, typical);
  return walkChains(next).map((chain) => chain.map((k) => members[k]!));
}

/** Each point's distance to its nearest neighbour. */
function localSpacing(pts: Points): Float64Array {
  const n = pts.length;
  // A grid cell from the drawing's density: about one point per cell.
  let minX = Infinity, minY = Infinity, maxX = -Infinity, maxY = -Infinity;
  for (let i = 0; i < n; i++) {
    minX = Math.min(minX, pts.x[i]!);
    maxX = Math.max(maxX, pts.x[i]!);
    minY = Math.min(minY, pts.y[i]!);
    maxY = Math.max(maxY, pts.y[i]!);
  }
  const cell = Math.max(Math.sqrt(((maxX - minX || 1) * (maxY - minY || 1)) / n), 1e-9);
  const grid = new PointGrid(pts, cell);
  const out = new Float64Array(n).fill(Infinity);
  for (let i = 0; i < n; i++) {
    for (let reach = cell; reach <= cell * 64 && !Number.isFinite(out[i]!); reach *= 2) {
      const j = grid.nearest(pts.x[i]!, pts.y[i]!, reach, i);
      if (j >= 0) out[i] = Math.hypot(pts.x[j]! - pts.x[i]!, pts.y[j]! - pts.y[i]!);
    }
  }
  return out;
}

/** Whether linking `at` to `to` keeps the chain through `at` from turning too sharply. */
function straightEnough(pts: Points, next: number[][], at: number, to: number): boolean {
  const prev = next[at]![0];
  if (prev === undefined) return true;
  return turn(pts, prev, at, to) <= MAX_TURN;
}

/** The angle between the steps a→b and b→c. */
function turn(pts: Points, a: number, b: number, c: number): number {
  const ux = pts.x[b]! - pts.x[a]!, uy = pts.y[b]! - pts.y[a]!;
  const vx = pts.x[c]! - pts.x[b]!, vy = pts.y[c]! - pts.y[b]!;
  const cos = (ux * vx + uy * vy) / (Math.hypot(ux, uy) * Math.hypot(vx, vy));
  return Math.acos(Math.max(-1, Math.min(1, cos)));
}

function joinAcrossAisles(pts: Points, next: number[][], sets: DisjointSets, spacing: number): void {
  const ends: number[] = [];
  for (let i = 0; i < next.length; i++) if (next[i]!.length === 1) ends.push(i);
  const pairs: { a: number; b: number; d: number }[] = [];
  for (const a of ends) {
    for (const b of ends) {
      if (b <= a || sets.find(a) === sets.find(b)) continue;
      const d = Math.hypot(pts.x[b]! - pts.x[a]!, pts.y[b]! - pts.y[a]!);
      if (d > AISLE_REACH * spacing) continue;
      // Each part, carried on past its end, must arrive at the other.
      if (turn(pts, next[a]![0]!, a, b) <= AISLE_TURN && turn(pts, next[b]![0]!, b, a) <= AISLE_TURN) pairs.push({ a, b, d });
    }
  }
  pairs.sort((p, q) => p.d - q.d);
  for (const { a, b } of pairs) {
    if (next[a]!.length !== 1 || next[b]!.length !== 1 || !sets.union(a, b)) continue;
    next[a]!.push(b);
    next[b]!.push(a);
  }
}

function walkChains(next: number[][]): number[][] {
  const seen = new Uint8Array(next.length);
  const chains: number[][] = [];
  for (let start = 0; start < next.length; start++) {
    if (seen[start] || next[start]!.length > 1) continue;
    const chain: number[] = [];
    let prev = -1;
    let at = start;
    while (at >= 0 && !seen[at]) {
      seen[at] = 1;
      chain.push(at);
      const step: number = next[at]!.find((k) => k !== prev) ?? -1;
      prev = at;
      at = step;
    }
    chains.push(chain);
  }
  return chains;
}
