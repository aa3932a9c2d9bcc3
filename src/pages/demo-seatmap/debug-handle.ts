import type { SeatMap } from '../../../engine/seatmap/types';
import type { FrameStatsSnapshot } from '../../../engine/render/frame-stats';

/**
 * `window.__seatmap`: what tests and `npm run bench:seatmap` read and drive. Only the demo
 * page installs it; the storefront never does.
 */
export interface SeatMapDebugHandle {
  seatCount: number;
  /** seat_id of the seat at `index` (seats are indexed in document order). */
  seatIdAt(index: number): number | null;
  /** A seat's position in client coordinates, and its radius on screen. */
  seatScreenPoint(seatId: number): { x: number; y: number; r: number } | null;
  /** The centre of a sector's bounds in client coordinates. */
  sectorScreenPoint(sectorIndex: number): { x: number; y: number } | null;
  /** Seat ids of a sector, in reading order. */
  sectorSeatIds(sectorIndex: number): number[];
  sectorCount: number;
  scale(): number;
  lod(): string;
  focusSeat(seatId: number): boolean;
  zoomToSector(sectorIndex: number): void;
  stats(): FrameStatsSnapshot & { loadMs: number; parseMs: number; joinMs: number; firstPaintMs: number | null; seatCount: number };
  resetStats(): void;
}

declare global {
  interface Window {
    __seatmap?: SeatMapDebugHandle;
  }
}

export function installDebugHandle(
  map: SeatMap,
  timings: { loadMs: number; parseMs: number; joinMs: number; dataAt: number },
): () => void {
  const { model } = map;
  const handle: SeatMapDebugHandle = {
    seatCount: model.seatCount,
    seatIdAt: (i) => (i >= 0 && i < model.seatCount ? model.ids[i]! : null),
    seatScreenPoint: (id) => map.seatScreenPoint(id),
    sectorScreenPoint(s) {
      const b = model.sectors[s]?.bounds;
      if (!b) return null;
      return map.hallToClient((b.minX + b.maxX) / 2, (b.minY + b.maxY) / 2);
    },
    sectorSeatIds: (s) => Array.from(model.sectors[s]?.seats ?? [], (i) => model.ids[i]!),
    sectorCount: model.sectors.length,
    scale: () => map.getScale(),
    lod: () => map.getLod(),
    focusSeat: (id) => map.focusSeat(id),
    zoomToSector: (s) => map.zoomToSector(s),
    stats() {
      const s = map.stats();
      return {
        ...s,
        loadMs: timings.loadMs,
        parseMs: timings.parseMs,
        joinMs: timings.joinMs,
        firstPaintMs: s.firstPaintAt === null ? null : s.firstPaintAt - timings.dataAt,
        seatCount: model.seatCount,
      };
    },
    resetStats: () => map.resetStats(),
  };
  window.__seatmap = handle;
  return () => {
    if (window.__seatmap === handle) delete window.__seatmap;
  };
}
