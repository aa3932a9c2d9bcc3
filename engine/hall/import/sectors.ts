// Sectors, and rows where the file groups them. Designers group what belongs together:
// below the group holding every seat, each group is a sector (named after the group) or, if
// every such group is one row, a row. Seats outside any such group are split into sectors
// by geometry: clusters separated by more than a few seat spacings.

import type { SceneGroup } from '../hall-reader';
import type { Points } from './grid';
import { clusters } from './grid';
import { chainRows } from './rows';
import { readableName } from './names';

export interface SectorPlan {
  /** Indices into the seat list. */
  seats: number[];
  /** The group's name as written, when the sector is a group named by a person. */
  groupName: string | null;
  /** Rows as the file groups them; null when rows are to be found from positions. */
  rowGroups: number[][] | null;
}

export interface SectorPlanResult {
  sectors: SectorPlan[];
  /** How sectors were told apart: by the file's groups, by geometry, or both. */
  from: 'groups' | 'geometry' | 'groups-and-geometry';
}

/** Sectors are further apart than this many seat spacings; aisles inside a sector are narrower. */
const SECTOR_GAP = 2.5;
/** A grouping level is rows when groups that are single rows hold this share of the seats. */
const ROW_SHARE = 0.7;
/** Smaller groups are not sectors of their own. */
const MIN_SECTOR = 4;

export function planSectors(pts: Points, seatGroups: readonly number[], groups: readonly SceneGroup[], spacing: number): SectorPlanResult {
  const all = Array.from({ length: pts.length }, (_, i) => i);
  const under = countUnder(seatGroups, groups);
  const top = lowestCommonGroup(seatGroups, groups, under, pts.length);
  const parts = partition(all, seatGroups, groups, top);
  const grouped = [...parts.entries()].filter(([g, seats]) => g >= 0 && seats.length >= MIN_SECTOR);
  const loose = [...parts.entries()].filter(([g, seats]) => !(g >= 0 && seats.length >= MIN_SECTOR)).flatMap(([, seats]) => seats);

  if (grouped.length > 0 && rowShare(pts, grouped.map(([, s]) => s)) >= ROW_SHARE) {
    // The groups are rows: sectors come from geometry, each row kept whole in one.
    const rows = [...parts.entries()].filter(([g]) => g >= 0).map(([, s]) => s);
    const sectors = clusters(pts, all, SECTOR_GAP * spacing).map((members) => {
      const inSector = new Set(members);
      const rowGroups = rows.filter((row) => inSector.has(row[0]!));
      return { members, rowGroups };
    });
    // A row lands in the sector holding its first seat; the rest of its seats follow it.
    const owner = new Map<number, number>();
    const cluster = new Int32Array(pts.length);
    sectors.forEach((s, k) => {
      for (const i of s.members) cluster[i] = k;
      s.rowGroups.forEach((row) => row.forEach((i) => owner.set(i, k)));
    });
    const plans: SectorPlan[] = sectors.map(() => ({ seats: [], groupName: null, rowGroups: [] }));
    for (const i of all) plans[owner.get(i) ?? cluster[i]!]!.seats.push(i);
    sectors.forEach((s, k) => {
      const rest = plans[k]!.seats.filter((i) => !owner.has(i));
      plans[k]!.rowGroups = [...s.rowGroups.flatMap((row) => chainRows(pts, row)), ...(rest.length > 0 ? chainRows(pts, rest) : [])];
    });
    const named = plans.filter((p) => p.seats.length > 0).map((p) => ({ ...p, groupName: ownGroupName(p.seats, seatGroups, groups, under) }));
    return { sectors: named, from: named.every((p) => p.groupName) ? 'groups' : 'geometry' };
  }

  const plans: SectorPlan[] = grouped.map(([g, seats]) => ({ seats, groupName: readableName(groups[g]!.name), rowGroups: rowsFromGroups(pts, seats, seatGroups, groups, g) }));
  for (const members of loose.length > 0 ? clusters(pts, loose, SECTOR_GAP * spacing) : []) {
    plans.push({ seats: members, groupName: ownGroupName(members, seatGroups, groups, under), rowGroups: null });
  }
  const from = grouped.length === 0 ? 'geometry' : loose.length === 0 ? 'groups' : 'groups-and-geometry';
  return { sectors: plans, from };
}

/** Rows from the sub-groups of sector group `g`, when they are rows; else null. */
function rowsFromGroups(pts: Points, seats: number[], seatGroups: readonly number[], groups: readonly SceneGroup[], g: number): number[][] | null {
  const parts = partition(seats, seatGroups, groups, g);
  const rows = [...parts.entries()].filter(([k]) => k >= 0).map(([, s]) => s);
  if (rows.length < 2 || rowShare(pts, rows) < ROW_SHARE) return null;
  const rest = parts.get(-1) ?? [];
  return [...rows.flatMap((r) => chainRows(pts, r)), ...(rest.length > 0 ? chainRows(pts, rest) : [])];
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

/** The name of the group that holds exactly these seats, if there is one (a sector whose rows are groups). */
function ownGroupName(seats: readonly number[], seatGroups: readonly number[], groups: readonly SceneGroup[], under: Int32Array): string | null {
  for (let g = seatGroups[seats[0]!] ?? -1; g >= 0; g = groups[g]!.parent) {
    if (under[g]! < seats.length) continue;
    return under[g] === seats.length && seats.every((i) => isUnder(seatGroups[i]!, g, groups)) ? readableName(groups[g]!.name) : null;
  }
  return null;
}

function isUnder(g0: number, ancestor: number, groups: readonly SceneGroup[]): boolean {
  for (let g = g0; g >= 0; g = groups[g]!.parent) if (g === ancestor) return true;
  return false;
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
