import { defaultSeatMapSettings, SeatStatus } from '../hall/model';
import type { Bounds, HallModel, SeatMapSettings, Matrix, SectorShape, StandShape } from '../hall/model';

/**
 * A small HallModel built in code for tests and benchmarks of the renderer: straight rows
 * of seats in rectangular sectors, laid out like the fixtures (r 0.45, 1.2 apart along a
 * row, rows 1.3 apart). It does not go through the SVG parser on purpose, so that render
 * tests do not depend on it.
 */
export interface SyntheticSector {
  id?: number;
  name?: string;
  /** Top-left corner of the first seat's cell. */
  x: number;
  y: number;
  rows: number;
  seatsPerRow: number;
  /** zonelevel_id of every seat in the sector. */
  cat: number;
}

export interface SyntheticStand {
  id: number;
  sectorId: number;
  bounds: Bounds;
  quant: number;
  cat: number;
}

export interface SyntheticHallSpec {
  sectors: SyntheticSector[];
  stands?: SyntheticStand[];
  stage?: Bounds;
  meta?: Partial<SeatMapSettings>;
  /** Seat ids (not indices) drawn but not on sale. */
  unavailable?: Iterable<number>;
  radius?: number;
  /** Seat ids (not indices) → their kinds (contract/seat-kind.ts bits). */
  kinds?: ReadonlyMap<number, number>;
}

export const SYNTHETIC_SPACING = 1.2;
export const SYNTHETIC_ROW_STEP = 1.3;
const identity: Matrix = [1, 0, 0, 1, 0, 0];

function rectPath(b: Bounds): string {
  return `M ${b.minX} ${b.minY} L ${b.maxX} ${b.minY} L ${b.maxX} ${b.maxY} L ${b.minX} ${b.maxY} Z`;
}

function union(a: Bounds, b: Bounds): Bounds {
  return { minX: Math.min(a.minX, b.minX), minY: Math.min(a.minY, b.minY), maxX: Math.max(a.maxX, b.maxX), maxY: Math.max(a.maxY, b.maxY) };
}

export function buildSyntheticHall(spec: SyntheticHallSpec): HallModel {
  const r = spec.radius ?? 0.45;
  const seatCount = spec.sectors.reduce((n, s) => n + s.rows * s.seatsPerRow, 0);
  const ids = new Int32Array(seatCount);
  const x = new Float32Array(seatCount);
  const y = new Float32Array(seatCount);
  const rr = new Float32Array(seatCount).fill(r);
  const sector = new Int32Array(seatCount);
  const status = new Uint8Array(seatCount).fill(SeatStatus.free);
  const cat = new Int32Array(seatCount);
  const rowLabel: string[] = [];
  const seatLabel: string[] = [];
  const seatName: string[] = [];
  const indexOf = new Map<number, number>();
  const sectors: SectorShape[] = [];
  let bounds: Bounds | null = null;
  let i = 0;
  let nextId = 1;

  spec.sectors.forEach((s, sectorIndex) => {
    const first = i;
    const sectorBounds: Bounds = {
      minX: s.x,
      minY: s.y,
      maxX: s.x + s.seatsPerRow * SYNTHETIC_SPACING,
      maxY: s.y + s.rows * SYNTHETIC_ROW_STEP,
    };
    const name = s.name ?? `Sector ${sectorIndex + 1}`;
    for (let row = 0; row < s.rows; row++) {
      for (let seat = 0; seat < s.seatsPerRow; seat++) {
        ids[i] = nextId;
        indexOf.set(nextId, i);
        nextId++;
        x[i] = s.x + (seat + 0.5) * SYNTHETIC_SPACING;
        y[i] = s.y + (row + 0.5) * SYNTHETIC_ROW_STEP;
        sector[i] = sectorIndex;
        cat[i] = s.cat;
        rowLabel.push(String(row + 1));
        seatLabel.push(String(seat + 1));
        seatName.push(`${name}, ${row + 1} / ${seat + 1}`);
        i++;
      }
    }
    const seats = new Int32Array(i - first).map((_, k) => first + k);
    sectors.push({
      id: s.id ?? sectorIndex + 1,
      name,
      outline: { d: rectPath(sectorBounds), matrix: identity, bounds: sectorBounds },
      seats,
      bounds: sectorBounds,
    });
    bounds = bounds ? union(bounds, sectorBounds) : sectorBounds;
  });

  const stands: StandShape[] = [];
  const standData: HallModel['standData'] = new Map();
  for (const st of spec.stands ?? []) {
    stands.push({ id: st.id, sectorId: st.sectorId, outline: { d: rectPath(st.bounds), matrix: identity, bounds: st.bounds }, label: `Stand ${st.id}` });
    standData.set(st.id, { quant: st.quant, limit: 10, cat: st.cat, name: `Stand ${st.id}` });
    bounds = bounds ? union(bounds, st.bounds) : st.bounds;
  }
  const stage = spec.stage ? [{ outline: { d: rectPath(spec.stage), matrix: identity, bounds: spec.stage }, label: 'Stage' }] : [];
  if (spec.stage) bounds = bounds ? union(bounds, spec.stage) : spec.stage;

  for (const id of spec.unavailable ?? []) {
    const at = indexOf.get(id);
    if (at !== undefined) {
      status[at] = SeatStatus.unavailable;
      cat[at] = -1;
    }
  }

  const b: Bounds = bounds ?? { minX: 0, minY: 0, maxX: 1, maxY: 1 };
  return {
    viewBox: { minX: 0, minY: 0, maxX: b.maxX + 1, maxY: b.maxY + 1 },
    bounds: b,
    seatCount,
    ids,
    x,
    y,
    r: rr,
    sector,
    kind: Uint8Array.from(ids, (id) => spec.kinds?.get(id) ?? 0),
    rowLabel,
    numberText: new Array<string>(seatCount).fill(''),
    indexOf,
    sectors,
    stands,
    stage,
    status,
    cat,
    row: rowLabel.slice(),
    seat: seatLabel,
    seatName,
    standData,
    meta: { ...defaultSeatMapSettings, ...spec.meta },
  };
}

/** Two sectors side by side with a stage below: the default hall of the render tests. */
export function twoSectorHall(options: Partial<SyntheticHallSpec> = {}): HallModel {
  return buildSyntheticHall({
    sectors: [
      { x: 0, y: 0, rows: 4, seatsPerRow: 5, cat: 21, name: 'Left' },
      { x: 10, y: 0, rows: 4, seatsPerRow: 5, cat: 22, name: 'Right' },
    ],
    stage: { minX: 2, minY: 8, maxX: 14, maxY: 10 },
    ...options,
  });
}
