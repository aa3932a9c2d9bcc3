// Sectors from the backgrounds drawn under them. Tools that draw a plan by hand give each
// lodge or block a light shape of its own, drawn before its seats (Sketch's «seats_bg»
// layer, CorelDRAW's tinted blocks). Where lodges sit one behind the other, closer than a
// row and a half, the seats' spacing alone joins them into one block; their backgrounds
// still say where one ends. A block found by geometry whose seats lie on two or more such
// backgrounds is split along them. A set of backgrounds that are mostly one row each is a
// row-band drawing (issue 27, kind 6), not sectors: it splits nothing.

import type { Outline } from '../model';
import type { Points } from './grid';
import type { Scene } from './scene';
import type { SeatShape } from './seats';
import type { SectorPlan } from './sectors';
import { chainRows } from './rows';
import { insideOutline } from './stage';

const TRANSPARENT = /^(none|transparent|rgba\([^)]*,\s*0(\.0*)?\s*\))$/i;
/** A background holds at least this many seats: one seat's own tile is not a sector. */
const MIN_SEATS = 2;

export function splitByBackgrounds(scene: Scene, seats: readonly SeatShape[], seatShapes: ReadonlySet<number>, pts: Points, plans: readonly SectorPlan[]): SectorPlan[] {
  const backgroundOf = seatBackgrounds(scene, seats, seatShapes, pts);
  if (!backgroundOf) return [...plans];
  const out: SectorPlan[] = [];
  for (const plan of plans) {
    // A group a person named is that person's sector; blocks found by geometry are not.
    if (plan.groupName !== null || plan.rowNames !== undefined) {
      out.push(plan);
      continue;
    }
    const parts = new Map<number, number[]>();
    for (const i of plan.seats) {
      const k = backgroundOf[i]!;
      const list = parts.get(k);
      if (list) list.push(i);
      else parts.set(k, [i]);
    }
    if ([...parts.keys()].filter((k) => k >= 0).length < 2) {
      out.push(plan);
      continue;
    }
    for (const part of parts.values()) out.push({ seats: part, groupName: null, rowGroups: chainRows(pts, part) });
  }
  return out;
}

/** For each seat, the smallest background under it (-1: none); null when the drawing has no sector backgrounds. */
function seatBackgrounds(scene: Scene, seats: readonly SeatShape[], seatShapes: ReadonlySet<number>, pts: Points): Int32Array | null {
  const minR = seats.reduce((m, s) => Math.min(m, s.r), Infinity);
  const firstSeat = seats.reduce((m, s) => Math.min(m, s.shape), Infinity);
  const cache = new Map<Outline, Float64Array[]>();
  const candidates: { k: number; area: number; members: number[] }[] = [];
  scene.shapes.forEach((shape, k) => {
    // Drawn before the seats: under them. Shapes drawn after and over seats are covers (covered.ts).
    if (k > firstSeat || seatShapes.has(k) || shape.tag === 'use' || shape.tag === 'line' || shape.tag === 'polyline') return;
    if (shape.fill === null || TRANSPARENT.test(shape.fill.trim())) return;
    if (shape.w < 4 * minR || shape.h < 2 * minR) return;
    const b = shape.outline.bounds;
    const members: number[] = [];
    for (let i = 0; i < seats.length; i++) {
      const x = pts.x[i]!, y = pts.y[i]!;
      if (x < b.minX || x > b.maxX || y < b.minY || y > b.maxY) continue;
      if (insideOutline(shape.outline, x, y, cache)) members.push(i);
    }
    // Under (nearly) every seat it is the floor of the hall, not a sector.
    if (members.length >= MIN_SEATS && members.length < 0.9 * seats.length) candidates.push({ k, area: shape.w * shape.h, members });
  });
  if (candidates.length < 2) return null;
  const rowBands = candidates.filter((c) => chainRows(pts, c.members).length === 1).length;
  if (rowBands > candidates.length / 2) return null;
  const of = new Int32Array(seats.length).fill(-1);
  const areaOf = new Float64Array(seats.length).fill(Infinity);
  for (const c of candidates) {
    for (const i of c.members) {
      if (c.area < areaOf[i]!) {
        areaOf[i] = c.area;
        of[i] = c.k;
      }
    }
  }
  return of;
}
