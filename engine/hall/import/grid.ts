// A uniform grid over points for neighbour queries: the importer asks "who is near this
// seat" tens of thousands of times, always within a few seat spacings.

export interface Points {
  readonly x: ArrayLike<number>;
  readonly y: ArrayLike<number>;
  readonly length: number;
}

export class PointGrid {
  private readonly cells = new Map<number, number[]>();

  constructor(private readonly pts: Points, private readonly cell: number) {
    for (let i = 0; i < pts.length; i++) {
      const key = this.key(Math.floor(pts.x[i]! / cell), Math.floor(pts.y[i]! / cell));
      const list = this.cells.get(key);
      if (list) list.push(i);
      else this.cells.set(key, [i]);
    }
  }

  /** Indices within `radius` of (x, y), excluding `self`. */
  near(x: number, y: number, radius: number, self = -1): number[] {
    const out: number[] = [];
    const reach = Math.ceil(radius / this.cell);
    const cx = Math.floor(x / this.cell);
    const cy = Math.floor(y / this.cell);
    const r2 = radius * radius;
    for (let gx = cx - reach; gx <= cx + reach; gx++) {
      for (let gy = cy - reach; gy <= cy + reach; gy++) {
        for (const j of this.cells.get(this.key(gx, gy)) ?? []) {
          if (j === self) continue;
          const dx = this.pts.x[j]! - x;
          const dy = this.pts.y[j]! - y;
          if (dx * dx + dy * dy <= r2) out.push(j);
        }
      }
    }
    return out;
  }

  /** Whether some other point within `radius` passes `test` (stops at the first). */
  some(x: number, y: number, radius: number, test: (j: number) => boolean, self = -1): boolean {
    const reach = Math.ceil(radius / this.cell);
    const cx = Math.floor(x / this.cell);
    const cy = Math.floor(y / this.cell);
    const r2 = radius * radius;
    for (let gx = cx - reach; gx <= cx + reach; gx++) {
      for (let gy = cy - reach; gy <= cy + reach; gy++) {
        for (const j of this.cells.get(this.key(gx, gy)) ?? []) {
          if (j !== self && (this.pts.x[j]! - x) ** 2 + (this.pts.y[j]! - y) ** 2 <= r2 && test(j)) return true;
        }
      }
    }
    return false;
  }

  /** The nearest other point within `radius`, -1 when none. */
  nearest(x: number, y: number, radius: number, self = -1): number {
    let best = -1;
    let bestD = Infinity;
    for (const j of this.near(x, y, radius, self)) {
      const d = (this.pts.x[j]! - x) ** 2 + (this.pts.y[j]! - y) ** 2;
      if (d < bestD) {
        bestD = d;
        best = j;
      }
    }
    return best;
  }

  private key(gx: number, gy: number): number {
    // Cells are few and coordinates bounded: a combined number is a cheap exact key.
    return gx * 2_097_152 + gy;
  }
}

export function median(values: number[]): number {
  if (values.length === 0) return NaN;
  const s = values.slice().sort((a, b) => a - b);
  return s[s.length >> 1]!;
}

/** Union-find over indices 0…n-1. */
export class DisjointSets {
  private readonly parent: Int32Array;

  constructor(n: number) {
    this.parent = Int32Array.from({ length: n }, (_, i) => i);
  }

  find(i: number): number {
    let r = i;
    while (this.parent[r] !== r) r = this.parent[r]!;
    while (this.parent[i] !== r) {
      const next = this.parent[i]!;
      this.parent[i] = r;
      i = next;
    }
    return r;
  }

  union(a: number, b: number): boolean {
    const ra = this.find(a);
    const rb = this.find(b);
    if (ra === rb) return false;
    this.parent[rb] = ra;
    return true;
  }
}

/** Groups of indices linked (directly or through others) closer than `gap`. */
export function clusters(pts: Points, members: readonly number[], gap: number): number[][] {
  const sub = { x: members.map((i) => pts.x[i]!), y: members.map((i) => pts.y[i]!), length: members.length };
  const grid = new PointGrid(sub, gap);
  const sets = new DisjointSets(members.length);
  for (let k = 0; k < members.length; k++) for (const j of grid.near(sub.x[k]!, sub.y[k]!, gap, k)) sets.union(k, j);
  const byRoot = new Map<number, number[]>();
  for (let k = 0; k < members.length; k++) {
    const root = sets.find(k);
    const list = byRoot.get(root);
    if (list) list.push(members[k]!);
    else byRoot.set(root, [members[k]!]);
  }
  return [...byRoot.values()];
}
