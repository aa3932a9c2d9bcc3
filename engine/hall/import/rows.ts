// Rows from seat positions: each seat is linked to its neighbours along the row, shortest
// links first, never more than two per seat and never turning sharply, so chains follow
// straight and curved rows alike. Seats along a row sit closer than rows do (in halls the
// seat pitch is about half a metre, the row pitch closer to a metre), and design tools
// write seats in the order they were copied, so a link between seats next to each other in
// the file counts as a little shorter. Rows cut by an aisle are joined when the two parts
// continue one another.

import type { Bounds } from '../model';
import type { Points } from './grid';
import { DisjointSets, PointGrid, median } from './grid';

/** Neighbours are looked for up to this many local seat spacings away. */
const REACH = 1.6;
/** A chain may bend by at most this much from one seat to the next. */
const MAX_TURN = (40 * Math.PI) / 180;
/** A link straight across the rows counts this much longer per end, in the second chaining. */
const ACROSS_PENALTY = 0.15;
/** Links between seats adjacent in the file count this much shorter. */
const FILE_ORDER_BONUS = 0.85;
/** Parts of a row across an aisle: at most this many spacings apart, in line within these angles. */
const AISLE_REACH = 3.5;
const AISLE_TURN = (15 * Math.PI) / 180;
/** A link pointing at the stage counts up to this much longer, when chaining across the stage's direction. */
const TOWARD_PENALTY = 3;

/**
 * Chains of `members` (indices into pts), each in order from one end to the other. With
 * `joinAisles` off, a row cut by an aisle stays two chains (telling blocks apart needs that).
 * With `across` (the stage's box), links that point at its nearest part count longer: rows
 * run across the line to the stage.
 */
export function chainRows(pts: Points, members: readonly number[], joinAisles = true, across?: Bounds): number[][] {
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
      links.push({ a, b, w: (dist / Math.min(da, spacing[b]!)) * bonus * (across ? 1 + TOWARD_PENALTY * toward(sub, a, b, across) : 1) });
    }
  }
  // Where seat and row spacing are close (tight curves, corners of a bowl) the shortest
  // link can cross rows. The first chaining still runs along the rows almost everywhere, so
  // the direction the chains take around each seat is known; chaining again with links
  // across that direction made longer puts the odd seats back in their rows.
  let { next, sets } = greedyChains(sub, links);
  const along = rowDirections(sub, next, grid, typical);
  for (const link of links) {
    const dx = sub.x[link.b]! - sub.x[link.a]!;
    const dy = sub.y[link.b]! - sub.y[link.a]!;
    const len = Math.hypot(dx, dy) || 1;
    const across = (k: number) => Math.abs((dx * along[2 * k + 1]! - dy * along[2 * k]!) / len);
    link.w *= 1 + ACROSS_PENALTY * (across(link.a) + across(link.b));
  }
  ({ next, sets } = greedyChains(sub, links));
  if (joinAisles) joinAcrossAisles(sub, next, sets, typical);
  return walkChains(next).map((chain) => chain.map((k) => members[k]!));
}

/** How much the link a–b points at the nearest part of `box`, from 0 (across) to 1 (straight at it). */
function toward(pts: Points, a: number, b: number, box: Bounds): number {
  const x = (pts.x[a]! + pts.x[b]!) / 2, y = (pts.y[a]! + pts.y[b]!) / 2;
  return pointing(pts.x[b]! - pts.x[a]!, pts.y[b]! - pts.y[a]!, x, y, box);
}

/** |cos| of the angle between (dx, dy) and the way from (x, y) to the nearest point of `box`. */
export function pointing(dx: number, dy: number, x: number, y: number, box: Bounds): number {
  const mx = Math.min(Math.max(x, box.minX), box.maxX) - x;
  const my = Math.min(Math.max(y, box.minY), box.maxY) - y;
  const len = Math.hypot(dx, dy) * Math.hypot(mx, my);
  return len > 0 ? Math.abs(dx * mx + dy * my) / len : 0;
}

function greedyChains(pts: Points, links: { a: number; b: number; w: number }[]): { next: number[][]; sets: DisjointSets } {
  links.sort((p, q) => p.w - q.w);
  const next: number[][] = Array.from({ length: pts.length }, () => []);
  const sets = new DisjointSets(pts.length);
  for (const { a, b } of links) {
    if (next[a]!.length >= 2 || next[b]!.length >= 2) continue;
    if (!straightEnough(pts, next, a, b) || !straightEnough(pts, next, b, a)) continue;
    if (!sets.union(a, b)) continue;
    next[a]!.push(b);
    next[b]!.push(a);
  }
  return { next, sets };
}

/**
 * The row direction around each point (unit x, y pairs): the chains' own directions over a
 * neighbourhood of two spacings, averaged as axes (a direction and its opposite agree).
 */
function rowDirections(pts: Points, next: number[][], grid: PointGrid, spacing: number): Float64Array {
  const n = pts.length;
  const c2 = new Float64Array(n);
  const s2 = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    const [a, b] = next[i]!;
    if (a === undefined) continue;
    const from = b === undefined ? i : a;
    const to = b === undefined ? a : b;
    const angle = Math.atan2(pts.y[to]! - pts.y[from]!, pts.x[to]! - pts.x[from]!);
    c2[i] = Math.cos(2 * angle);
    s2[i] = Math.sin(2 * angle);
  }
  const out = new Float64Array(2 * n);
  for (let i = 0; i < n; i++) {
    let c = c2[i]!;
    let s = s2[i]!;
    for (const j of grid.near(pts.x[i]!, pts.y[i]!, 2 * spacing, i)) {
      c += c2[j]!;
      s += s2[j]!;
    }
    const angle = Math.atan2(s, c) / 2;
    out[2 * i] = Math.cos(angle);
    out[2 * i + 1] = Math.sin(angle);
  }
  return out;
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
  // A row is a thin strip: its length over its seat count is the better guess there.
  const cell = Math.max(Math.sqrt(((maxX - minX) * (maxY - minY)) / n), Math.max(maxX - minX, maxY - minY) / n, 1e-9);
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
