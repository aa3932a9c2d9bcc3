// Outlines for sectors the file drew without one: venue exports seldom have them, and
// without outlines there is nothing to show or tap at the zoomed-out sector level.
//
// The shape follows the rows where it can: along the front row, down the row ends on one
// side, back along the last row and up the other side, padded outwards. That hugs curved
// and stepped sectors, where a convex hull would cover the floor in front of a curved
// balcony and overlap its neighbours. When rows are unknown or the band is not a simple
// polygon around every seat, the padded convex hull of the seats is used.

import type { Bounds, Outline } from './model';
import { IDENTITY, addPoint, emptyBounds } from './matrix';

export interface SeatPositions {
  x: ArrayLike<number>;
  y: ArrayLike<number>;
  r: ArrayLike<number>;
  rowLabel: readonly string[];
}

type Pt = [number, number];

/** Padding around seat centres, in seat radii: the seat and a quarter radius of margin. */
const PAD_RADII = 1.25;
/** Bands with more corners than this are thinned (every k-th seat of the long rows). */
const MAX_BAND_POINTS = 600;

/** An outline around `seats` (indices, in reading order: row by row), or null for none. */
export function deriveOutline(seats: ArrayLike<number>, c: SeatPositions): Outline | null {
  const n = seats.length;
  if (n === 0) return null;
  let rSum = 0;
  for (let k = 0; k < n; k++) rSum += c.r[seats[k]!]!;
  const pad = (rSum / n) * PAD_RADII;
  const band = rowBand(seats, c, pad);
  return toOutline(band ?? paddedHull(seats, c, pad));
}

function paddedHull(seats: ArrayLike<number>, c: SeatPositions, pad: number): Pt[] {
  const pts: Pt[] = [];
  for (let k = 0; k < seats.length; k++) {
    const i = seats[k]!;
    for (let a = 0; a < 8; a++) {
      const t = (a * Math.PI) / 4;
      pts.push([c.x[i]! + pad * Math.cos(t), c.y[i]! + pad * Math.sin(t)]);
    }
  }
  return convexHull(pts);
}

/** Andrew's monotone chain; counter-clockwise in a y-up frame. */
export function convexHull(points: Pt[]): Pt[] {
  const pts = points.slice().sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  if (pts.length < 3) return pts;
  const cross = (o: Pt, a: Pt, b: Pt) => (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0]);
  const lower: Pt[] = [];
  for (const p of pts) {
    while (lower.length >= 2 && cross(lower[lower.length - 2]!, lower[lower.length - 1]!, p) <= 0) lower.pop();
    lower.push(p);
  }
  const upper: Pt[] = [];
  for (let i = pts.length - 1; i >= 0; i--) {
    const p = pts[i]!;
    while (upper.length >= 2 && cross(upper[upper.length - 2]!, upper[upper.length - 1]!, p) <= 0) upper.pop();
    upper.push(p);
  }
  return lower.slice(0, -1).concat(upper.slice(0, -1));
}

/** The band around labelled rows, or null when it does not make a clean outline. */
function rowBand(seats: ArrayLike<number>, c: SeatPositions, pad: number): Pt[] | null {
  const rows: number[][] = [];
  let label: string | null = null;
  for (let k = 0; k < seats.length; k++) {
    const i = seats[k]!;
    const l = c.rowLabel[i] ?? '';
    if (l === '') return null;
    if (l !== label) {
      // Reading order lists each row once: a label met again means rows are interleaved.
      if (rows.length > 0 && rows.some((row) => c.rowLabel[row[0]!] === l)) return null;
      rows.push([]);
      label = l;
    }
    rows[rows.length - 1]!.push(i);
  }
  if (rows.length < 2) return null;
  const ordered = orderAlongRows(rows, c);
  if (!ordered) return null;
  const step = Math.max(1, Math.ceil((ordered[0]!.length + ordered[ordered.length - 1]!.length) / MAX_BAND_POINTS));
  const pt = (i: number): Pt => [c.x[i]!, c.y[i]!];
  const front = thin(ordered[0]!, step).map(pt);
  const back = thin(ordered[ordered.length - 1]!, step).map(pt).reverse();
  const middle = ordered.slice(1, -1);
  const right = middle.map((row) => pt(row[row.length - 1]!));
  const left = middle.map((row) => pt(row[0]!)).reverse();
  const ring = dedupe([...front, ...right, ...back, ...left]);
  if (ring.length < 3) return null;
  const padded = offset(ring, pad);
  if (!padded || !isSimple(padded)) return null;
  for (let k = 0; k < seats.length; k++) {
    const i = seats[k]!;
    if (!inside(padded, c.x[i]!, c.y[i]!)) return null;
  }
  return padded;
}

/** Each row's seats sorted along the row, all rows pointing the same way. */
function orderAlongRows(rows: number[][], c: SeatPositions): number[][] | null {
  let ref: Pt | null = null;
  const out: number[][] = [];
  for (const row of rows) {
    const axis: Pt | null = mainAxis(row, c) ?? ref;
    if (!axis) {
      out.push(row);
      continue;
    }
    let dir: Pt = axis;
    if (ref && dir[0] * ref[0] + dir[1] * ref[1] < 0) dir = [-dir[0], -dir[1]];
    ref ??= dir;
    const d = dir;
    out.push(row.slice().sort((a, b) => c.x[a]! * d[0] + c.y[a]! * d[1] - (c.x[b]! * d[0] + c.y[b]! * d[1])));
  }
  return ref ? out : null;
}

/** The direction of a row: from its first to its farthest seat (chords of curved rows too). */
function mainAxis(row: number[], c: SeatPositions): Pt | null {
  if (row.length < 2) return null;
  const far = (from: number): number => {
    let best = from;
    let bestD = -1;
    for (const i of row) {
      const d = (c.x[i]! - c.x[from]!) ** 2 + (c.y[i]! - c.y[from]!) ** 2;
      if (d > bestD) {
        bestD = d;
        best = i;
      }
    }
    return best;
  };
  const a = far(row[0]!);
  const b = far(a);
  const dx = c.x[b]! - c.x[a]!;
  const dy = c.y[b]! - c.y[a]!;
  const len = Math.hypot(dx, dy);
  return len > 0 ? [dx / len, dy / len] : null;
}

function thin(row: number[], step: number): number[] {
  if (step === 1) return row;
  const out = row.filter((_, k) => k % step === 0);
  if (out[out.length - 1] !== row[row.length - 1]) out.push(row[row.length - 1]!);
  return out;
}

function dedupe(ring: Pt[]): Pt[] {
  return ring.filter((p, k) => {
    const q = ring[(k + ring.length - 1) % ring.length]!;
    return ring.length === 1 || p[0] !== q[0] || p[1] !== q[1];
  });
}

function signedArea(ring: Pt[]): number {
  let a = 0;
  for (let k = 0; k < ring.length; k++) {
    const p = ring[k]!;
    const q = ring[(k + 1) % ring.length]!;
    a += p[0] * q[1] - q[0] * p[1];
  }
  return a / 2;
}

/** Every corner moved outwards by `d` along its bisector (mitre capped at 2d). */
function offset(ring: Pt[], d: number): Pt[] | null {
  const area = signedArea(ring);
  if (area === 0) return null;
  const outward = area > 0 ? 1 : -1;
  const n = ring.length;
  const out: Pt[] = [];
  for (let k = 0; k < n; k++) {
    const p = ring[k]!;
    const a = ring[(k + n - 1) % n]!;
    const b = ring[(k + 1) % n]!;
    const n1 = normal(a, p, outward);
    const n2 = normal(p, b, outward);
    if (!n1 || !n2) return null;
    let mx = n1[0] + n2[0];
    let my = n1[1] + n2[1];
    const ml = Math.hypot(mx, my);
    if (ml < 1e-9) {
      mx = n1[0];
      my = n1[1];
    } else {
      mx /= ml;
      my /= ml;
    }
    const cos = mx * n1[0] + my * n1[1];
    const len = Math.min(d / Math.max(cos, 1e-6), 2 * d);
    out.push([p[0] + mx * len, p[1] + my * len]);
  }
  return out;
}

function normal(a: Pt, b: Pt, outward: number): Pt | null {
  const dx = b[0] - a[0];
  const dy = b[1] - a[1];
  const len = Math.hypot(dx, dy);
  if (len === 0) return null;
  // For a counter-clockwise ring (positive area in these coordinates) the outside is on the right.
  return [(dy / len) * outward, (-dx / len) * outward];
}

function isSimple(ring: Pt[]): boolean {
  const n = ring.length;
  for (let i = 0; i < n; i++) {
    const a = ring[i]!;
    const b = ring[(i + 1) % n]!;
    for (let j = i + 2; j < n; j++) {
      if (i === 0 && j === n - 1) continue;
      if (segmentsCross(a, b, ring[j]!, ring[(j + 1) % n]!)) return false;
    }
  }
  return true;
}

function segmentsCross(p1: Pt, p2: Pt, p3: Pt, p4: Pt): boolean {
  const d = (a: Pt, b: Pt, c: Pt) => (b[0] - a[0]) * (c[1] - a[1]) - (b[1] - a[1]) * (c[0] - a[0]);
  const d1 = d(p3, p4, p1);
  const d2 = d(p3, p4, p2);
  const d3 = d(p1, p2, p3);
  const d4 = d(p1, p2, p4);
  return ((d1 > 0 && d2 < 0) || (d1 < 0 && d2 > 0)) && ((d3 > 0 && d4 < 0) || (d3 < 0 && d4 > 0));
}

function inside(ring: Pt[], x: number, y: number): boolean {
  let c = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i]!;
    const [xj, yj] = ring[j]!;
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) c = !c;
  }
  return c;
}

const fmt = (v: number): string => {
  const r = Math.round(v * 100) / 100;
  return String(r === 0 ? 0 : r);
};

function toOutline(ring: Pt[]): Outline | null {
  if (ring.length < 3) return null;
  const bounds: Bounds = emptyBounds();
  for (const [x, y] of ring) addPoint(bounds, x, y);
  const d = `M${ring.map(([x, y]) => `${fmt(x)} ${fmt(y)}`).join(' L')} Z`;
  return { d, matrix: IDENTITY, bounds };
}
