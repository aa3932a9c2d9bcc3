// Sectors, and rows where the file groups them. Designers group what belongs together, at
// whatever depth (a tier holding sectors holding rows): going down from the group that
// holds every seat, a group whose sub-groups are single rows is a sector with those rows; a
// group whose sub-groups are blocks of rows is looked into further; a group with no
// sub-groups is a sector. Seats outside any such group, and groups without a name a person
// gave them, are split into sectors by geometry: blocks of rows between aisles.

import type { SceneGroup } from '../hall-reader';
import type { Points } from './grid';
import { DisjointSets, PointGrid, clusters } from './grid';
import { chainRows } from './rows';
import { decodeName, readableName } from './names';
import { rowLabelOfName } from './labels';

export interface SectorPlan {
  /** Indices into the seat list. */
  seats: number[];
  /** The group's name as a person wrote it, when the sector is such a group. */
  groupName: string | null;
  /** Rows as the file groups them, in order along each row; null when rows are to be found from positions. */
  rowGroups: number[][] | null;
  /**
   * For each of rowGroups, the row label its group's name gives («row07» → «7»), else null.
   * Present exactly when the file's groups gave the rows (absent when positions did).
   */
  rowNames?: (string | null)[];
}

export interface SectorPlanResult {
  sectors: SectorPlan[];
  /** How sectors were told apart: by the file's groups, by geometry, or both. */
  from: 'groups' | 'geometry' | 'groups-and-geometry';
}

/** Sectors are further apart than this many seat spacings; aisles inside a sector are narrower. */
const SECTOR_GAP = 2.5;
/** A group's sub-groups are rows when those that are single rows hold this share of its seats. */
const ROW_SHARE = 0.7;
/** The row behind is within this many seat spacings, at more than 40° from the row's direction. */
const ROW_BEHIND = 2.2;
const BEHIND_COS = Math.cos((40 * Math.PI) / 180);
/** Smaller groups are not sectors of their own. */
const MIN_SECTOR = 4;

interface Found {
  group: number;
  seats: number[];
  rows: number[][] | null;
  rowNames?: (string | null)[];
}

export function planSectors(pts: Points, seatGroups: readonly number[], groups: readonly SceneGroup[], spacing: number): SectorPlanResult {
  const all = Array.from({ length: pts.length }, (_, i) => i);
  const under = countUnder(seatGroups, groups);
  const top = lowestCommonGroup(seatGroups, groups, under, pts.length);
  const found: Found[] = [];
  const loose: number[] = [];
  const banded: SectorPlan[] = [];
  classify(top, all);

  function classify(g: number, seats: number[]): void {
    const parts = partition(seats, seatGroups, groups, g);
    const blocks = [...parts].filter(([k, s]) => k >= 0 && s.length >= MIN_SECTOR);
    const rest = [...parts].filter(([k, s]) => !(k >= 0 && s.length >= MIN_SECTOR)).flatMap(([, s]) => s);
    if (blocks.length === 0) {
      if (g >= 0) found.push({ group: g, seats, rows: null });
      // A loop, not a spread: an ungrouped drawing's seats would overflow the call stack.
      else for (const seat of seats) loose.push(seat);
      return;
    }
    const named = (k: number) => (k >= 0 ? rowLabelOfName(decodeName(groups[k]!.name)) : null);
    if (rowShare(pts, blocks.map(([, s]) => s)) >= ROW_SHARE) {
      const rows: number[][] = [];
      const rowNames: (string | null)[] = [];
      for (const [k, s] of [...blocks, ...(rest.length > 0 ? [[-1, rest] as [number, number[]]] : [])]) {
        for (const chain of chainRows(pts, s)) {
          rows.push(chain);
          rowNames.push(named(k));
        }
      }
      found.push({ group: g, seats, rows, rowNames });
      return;
    }
    // Rows drawn as groups that run on across aisles and sectors (a band of one row round a
    // whole bowl): rows are the groups, sectors the blocks between the aisles.
    if (bandShare(pts, blocks.map(([, s]) => s), spacing) >= ROW_SHARE) {
      const bandOf = new Map<number, number>();
      for (const [k, s] of blocks) for (const i of s) bandOf.set(i, k);
      for (const block of blocksBetweenAisles(pts, seats, spacing)) {
        const byBand = new Map<number, number[]>();
        for (const i of block.seats) {
          const k = bandOf.get(i) ?? -1;
          const list = byBand.get(k);
          if (list) list.push(i);
          else byBand.set(k, [i]);
        }
        const rows: number[][] = [];
        const rowNames: (string | null)[] = [];
        for (const [k, members] of byBand) {
          for (const chain of chainRows(pts, members)) {
            rows.push(chain);
            rowNames.push(named(k));
          }
        }
        banded.push({ seats: block.seats, groupName: null, rowGroups: rows, rowNames });
      }
      return;
    }
    for (const seat of rest) loose.push(seat);
    for (const [k, s] of blocks) classify(k, s);
  }

  const plans: SectorPlan[] = [];
  let byGeometry = false;
  for (const f of found) {
    const name = f.group >= 0 ? readableName(groups[f.group]!.name) : null;
    if (name !== null) {
      plans.push({ seats: f.seats, groupName: name, rowGroups: f.rows, ...(f.rowNames ? { rowNames: f.rowNames } : {}) });
      continue;
    }
    // A group nobody named (a layer, a tool's wrapper) may hold several sectors.
    const split = splitByGeometry(pts, f.seats, f.rows, f.rowNames, spacing);
    if (split.length > 1) byGeometry = true;
    plans.push(...split);
  }
  if (banded.length > 0) {
    byGeometry = true;
    plans.push(...banded);
  }
  if (loose.length > 0) {
    byGeometry = true;
    plans.push(...blocksBetweenAisles(pts, loose, spacing));
  }
  const fromGroups = found.length > 0;
  return { sectors: plans, from: !byGeometry ? 'groups' : fromGroups ? 'groups-and-geometry' : 'geometry' };
}

/**
 * Blocks of seats between aisles: rows are chained without crossing aisles, and chains are
 * joined into one block only where they lie row behind row (a neighbour across the row's
 * direction), never where one row merely continues another across a gap. That tells apart
 * the sectors of a bowl, which touch but for their aisles.
 */
function blocksBetweenAisles(pts: Points, seats: number[], spacing: number): SectorPlan[] {
  const segments = chainRows(pts, seats, false);
  const segmentOf = new Map<number, number>();
  segments.forEach((row, k) => row.forEach((i) => segmentOf.set(i, k)));
  const sets = new DisjointSets(segments.length);
  const grid = new PointGrid(pts, spacing);
  const reach = ROW_BEHIND * spacing;
  segments.forEach((row, k) => {
    row.forEach((a, j) => {
      const prev = row[Math.max(0, j - 1)]!;
      const next = row[Math.min(row.length - 1, j + 1)]!;
      let ux = pts.x[next]! - pts.x[prev]!;
      let uy = pts.y[next]! - pts.y[prev]!;
      const len = Math.hypot(ux, uy);
      if (len > 0) {
        ux /= len;
        uy /= len;
      }
      for (const b of grid.near(pts.x[a]!, pts.y[a]!, reach, a)) {
        const other = segmentOf.get(b);
        if (other === undefined || other === k) continue;
        const vx = pts.x[b]! - pts.x[a]!;
        const vy = pts.y[b]! - pts.y[a]!;
        const along = len > 0 ? Math.abs(vx * ux + vy * uy) / Math.hypot(vx, vy) : 0;
        if (along <= BEHIND_COS) sets.union(k, other);
      }
    });
  });
  const blocks = new Map<number, number[]>();
  segments.forEach((row, k) => {
    const root = sets.find(k);
    const block = blocks.get(root);
    if (block) block.push(...row);
    else blocks.set(root, row.slice());
  });
  // Inside a block, pieces of one row that the chaining left apart are joined again.
  return [...blocks.values()].map((block) => ({ seats: block, groupName: null, rowGroups: chainRows(pts, block) }));
}

/** Clusters of `seats`, each keeping its rows whole (a row goes where its first seat is). */
function splitByGeometry(pts: Points, seats: number[], rows: number[][] | null, rowNames: (string | null)[] | undefined, spacing: number): SectorPlan[] {
  if (!rows) return blocksBetweenAisles(pts, seats, spacing);
  const names = rowNames ?? rows.map(() => null);
  const parts = clusters(pts, seats, SECTOR_GAP * spacing);
  if (parts.length === 1) return [{ seats, groupName: null, rowGroups: rows, rowNames: names }];
  const cluster = new Map<number, number>();
  parts.forEach((members, k) => members.forEach((i) => cluster.set(i, k)));
  const plans: SectorPlan[] = parts.map(() => ({ seats: [], groupName: null, rowGroups: [], rowNames: [] }));
  rows.forEach((row, r) => {
    const plan = plans[cluster.get(row[0]!)!]!;
    plan.seats.push(...row);
    plan.rowGroups!.push(row);
    plan.rowNames!.push(names[r]!);
  });
  return plans.filter((p) => p.seats.length > 0);
}

/** The share of seats in groups that are one row deep: no seat of the group lies behind another. */
function bandShare(pts: Points, parts: number[][], spacing: number): number {
  let inBands = 0;
  let total = 0;
  for (const seats of parts) {
    total += seats.length;
    if (seats.length >= 2 && oneDeep(pts, seats, spacing)) inBands += seats.length;
  }
  return total === 0 ? 0 : inBands / total;
}

function oneDeep(pts: Points, seats: number[], spacing: number): boolean {
  const segments = chainRows(pts, seats, false);
  const sub = { x: seats.map((i) => pts.x[i]!), y: seats.map((i) => pts.y[i]!), length: seats.length };
  const at = new Map<number, number>();
  seats.forEach((i, k) => at.set(i, k));
  const grid = new PointGrid(sub, spacing);
  for (const row of segments) {
    for (let j = 0; j < row.length; j++) {
      const prev = row[Math.max(0, j - 1)]!;
      const next = row[Math.min(row.length - 1, j + 1)]!;
      const ux = pts.x[next]! - pts.x[prev]!;
      const uy = pts.y[next]! - pts.y[prev]!;
      const len = Math.hypot(ux, uy);
      const a = row[j]!;
      for (const b of grid.near(pts.x[a]!, pts.y[a]!, ROW_BEHIND * spacing, at.get(a)!)) {
        const vx = sub.x[b]! - pts.x[a]!;
        const vy = sub.y[b]! - pts.y[a]!;
        const cos = len > 0 ? Math.abs(vx * ux + vy * uy) / (len * Math.hypot(vx, vy)) : 0;
        if (cos <= BEHIND_COS) return false;
      }
    }
  }
  return true;
}

/** The share of seats in groups that form one chain each. */
function rowShare(pts: Points, parts: number[][]): number {
  let inRows = 0;
  let total = 0;
  for (const seats of parts) {
    total += seats.length;
    if (seats.length >= 2 && chainRows(pts, seats).length === 1) inRows += seats.length;
  }
  return total === 0 ? 0 : inRows / total;
}

function countUnder(seatGroups: readonly number[], groups: readonly SceneGroup[]): Int32Array {
  const under = new Int32Array(groups.length);
  for (const g0 of seatGroups) for (let g = g0; g >= 0; g = groups[g]!.parent) under[g]!++;
  return under;
}

/** The deepest group holding every seat, -1 for the document itself. */
function lowestCommonGroup(seatGroups: readonly number[], groups: readonly SceneGroup[], under: Int32Array, n: number): number {
  for (let g = seatGroups[0] ?? -1; g >= 0; g = groups[g]!.parent) if (under[g] === n) return g;
  return -1;
}

/** Seats by the child of `top` they sit in; -1 for seats directly in `top`. */
function partition(seats: readonly number[], seatGroups: readonly number[], groups: readonly SceneGroup[], top: number): Map<number, number[]> {
  const parts = new Map<number, number[]>();
  for (const i of seats) {
    let g = seatGroups[i]!;
    let child = -1;
    while (g >= 0 && g !== top) {
      child = g;
      g = groups[g]!.parent;
    }
    const key = g === top ? child : -1;
    const list = parts.get(key);
    if (list) list.push(i);
    else parts.set(key, [i]);
  }
  return parts;
}
