// Finding the seats of a drawing: seats are the small shapes that repeat, all of about one
// size (circles, ellipses, rectangles, paths: the tag does not matter, copies of one seat
// are often exported partly as circles and partly as paths). The most numerous size wins;
// sizes close to it are seats too (a wider wheelchair place); a smaller shape centred on a
// seat (an inner dot, a duplicate outline) is part of that seat, not another one.

import type { Scene, SceneShape } from './scene';
import { PointGrid } from './grid';

export interface SeatShape {
  /** Index into scene.shapes. */
  shape: number;
  x: number;
  y: number;
  r: number;
}

export interface ShapeSize {
  width: number;
  height: number;
  count: number;
}

export interface FoundSeats {
  seats: SeatShape[];
  /** Sizes taken as seats, and repeated sizes that were not (for the report). */
  taken: ShapeSize[];
  notTaken: ShapeSize[];
}

/** Seats are wider than tall by at most this much (either way). */
const MAX_ASPECT = 2.5;
/** Shapes within this ratio of each other's size are one size. */
const SIZE_TOLERANCE = 1.12;
/** A size repeats enough to be seats from this many shapes. */
const MIN_REPEATS = 4;
/** Other sizes within this ratio of the main one are seats as well. */
const NEAR_MAIN = 1.45;
/** A size further from the main one is seats only within this ratio, and only as rows of its own. */
const OWN_ROWS = 3;
/** ... and of the main seats' proportions within this ratio. */
const SAME_ASPECT = 1.2;

interface SizeGroup {
  members: number[];
  size: number;
  width: number;
  height: number;
}

export function findSeats(scene: Scene): FoundSeats {
  const { shapes } = scene;
  const extent = Math.hypot(scene.bounds.maxX - scene.bounds.minX, scene.bounds.maxY - scene.bounds.minY);
  const candidates: number[] = [];
  shapes.forEach((s, k) => {
    if (s.tag === 'line' || s.tag === 'polyline' || !(s.w > 0 && s.h > 0) || !Number.isFinite(s.cx + s.cy + s.w + s.h)) return;
    if (Math.max(s.w, s.h) / Math.min(s.w, s.h) > MAX_ASPECT) return;
    if (Math.sqrt(s.w * s.h) > extent / 12) return;
    candidates.push(k);
  });
  const groups = sizeGroups(shapes, candidates).filter((g) => g.members.length >= MIN_REPEATS);
  if (groups.length === 0) return { seats: [], taken: [], notTaken: [] };
  // The main size: the most numerous; of two about as numerous, the larger (the seat, not its inner dot).
  const main = groups.reduce((best, g) => {
    const n = g.members.length;
    const b = best.members.length;
    return n > b * 1.05 || (n >= b / 1.05 && g.size > best.size) ? g : best;
  });
  const near = groups.filter((g) => g === main || (g.size <= main.size * NEAR_MAIN && g.size >= main.size / NEAR_MAIN));
  const takenGroups = [...near, ...groups.filter((g) => !near.includes(g) && ownRows(shapes, g, main, near))];
  takenGroups.sort((a, b) => (a === main ? -1 : b === main ? 1 : b.members.length - a.members.length));

  const seats: SeatShape[] = [];
  const grid = new PointGrid({ x: shapes.map((s) => s.cx), y: shapes.map((s) => s.cy), length: shapes.length }, main.size);
  const used = new Set<number>();
  for (const g of takenGroups) {
    for (const k of g.members) {
      const s = shapes[k]!;
      // Another shape of a taken size already stands here: the same seat drawn twice.
      if (grid.some(s.cx, s.cy, 0.35 * Math.sqrt(s.w * s.h), (j) => used.has(j), k)) continue;
      used.add(k);
      seats.push({ shape: k, x: s.cx, y: s.cy, r: (s.w + s.h) / 4 });
    }
  }
  seats.sort((a, b) => a.shape - b.shape);
  const describe = (g: SizeGroup): ShapeSize => ({ width: g.width, height: g.height, count: g.members.length });
  return { seats, taken: takenGroups.map(describe), notTaken: groups.filter((g) => !takenGroups.includes(g)).map(describe) };
}

/**
 * Whether shapes of a size unlike the main seats' are seats of their own (a balcony drawn
 * with smaller seats): they stand apart from the seats already taken (not their inner
 * dots, not the tables the chairs stand round) and each has one of its own size at a
 * seat's spacing, as seats in a row do; they keep the seat's proportions.
 */
function ownRows(shapes: SceneShape[], g: SizeGroup, main: SizeGroup, taken: SizeGroup[]): boolean {
  if (g.size > main.size * OWN_ROWS || g.size < main.size / OWN_ROWS) return false;
  // Smaller copies of the seat keep its shape; a run of glyphs drawn as outlines is taller than wide.
  if (Math.abs(Math.log((g.width / g.height) / (main.width / main.height))) > Math.log(SAME_ASPECT)) return false;
  const seatsTaken = taken.flatMap((t) => t.members);
  const takenGrid = new PointGrid({ x: seatsTaken.map((k) => shapes[k]!.cx), y: seatsTaken.map((k) => shapes[k]!.cy), length: seatsTaken.length }, main.size);
  const own = new PointGrid({ x: g.members.map((k) => shapes[k]!.cx), y: g.members.map((k) => shapes[k]!.cy), length: g.members.length }, g.size);
  const apart = 2 * Math.max(g.size, main.size);
  let inRow = 0;
  for (let i = 0; i < g.members.length; i++) {
    const s = shapes[g.members[i]!]!;
    if (takenGrid.some(s.cx, s.cy, apart, () => true)) return false;
    const j = own.nearest(s.cx, s.cy, 4 * g.size, i);
    if (j < 0) continue;
    const d = Math.hypot(shapes[g.members[j]!]!.cx - s.cx, shapes[g.members[j]!]!.cy - s.cy);
    if (d >= 1.1 * g.size) inRow++;
  }
  return inRow === g.members.length;
}

/** Shapes sorted by size and cut wherever the size jumps; shapes of another aspect kept apart. */
function sizeGroups(shapes: SceneShape[], members: number[]): SizeGroup[] {
  const byAspect = new Map<number, number[]>();
  for (const k of members) {
    const s = shapes[k]!;
    const key = Math.round(Math.log(s.w / s.h) / 0.2);
    const list = byAspect.get(key);
    if (list) list.push(k);
    else byAspect.set(key, [k]);
  }
  const out: SizeGroup[] = [];
  const sizeOf = (k: number) => Math.sqrt(shapes[k]!.w * shapes[k]!.h);
  for (const list of byAspect.values()) {
    list.sort((a, b) => sizeOf(a) - sizeOf(b));
    let start = 0;
    for (let i = 1; i <= list.length; i++) {
      if (i < list.length && sizeOf(list[i]!) <= sizeOf(list[start]!) * SIZE_TOLERANCE) continue;
      const group = list.slice(start, i);
      const mid = shapes[group[group.length >> 1]!]!;
      out.push({ members: group, size: sizeOf(group[group.length >> 1]!), width: mid.w, height: mid.h });
      start = i;
    }
  }
  return out;
}
