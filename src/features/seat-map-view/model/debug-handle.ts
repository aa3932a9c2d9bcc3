import type { SeatMap } from '../../../../engine';
import type { FrameStatsSnapshot } from '../../../../engine';
import type { ZoomState } from '../../../../engine';

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
  /** Focuses a seat as the keyboard would; with `seatPx`, zooms until the seat is that wide on screen. */
  focusSeat(seatId: number, seatPx?: number): boolean;
  zoomToSector(sectorIndex: number): void;
  stats(): FrameStatsSnapshot & { loadMs: number; parseMs: number; joinMs: number; firstPaintMs: number | null; seatCount: number };
  resetStats(): void;
  /** The zoom over the fitted hall, to open the same view in another page. */
  zoom(): ZoomState;
  setZoom(zoom: ZoomState): void;
  /** Toggles seats as taps on them would, without drawing a frame between: a fresh render of a tapped state. */
  toggle(seatIds: number[]): void;
  /** The background and seat layers as drawn now, composed, as a PNG data URL. */
  layerPicture(): string;
  /** How many device pixels of the layers differ from a `layerPicture()` (by more than a rounding step). */
  diffLayers(picture: string): Promise<{ differing: number; total: number }>;
}

declare global {
  interface Window {
    __seatmap?: SeatMapDebugHandle;
  }
}

export function installDebugHandle(
  map: SeatMap,
  timings: { loadMs: number; parseMs: number; joinMs: number; dataAt: number },
  /** What a tap on a seat does on this page; by default the map alone (no cart) toggles it. */
  toggle: (seatId: number) => void = (id) => void (map.select(id) || map.unselect(id)),
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
    focusSeat: (id, seatPx) => map.focusSeat(id, seatPx === undefined ? undefined : { seatPx }),
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
    zoom: () => map.getZoom(),
    setZoom: (z) => map.setZoom(z),
    toggle(ids) {
      for (const id of ids) toggle(id);
    },
    layerPicture: () => composeLayers().canvas.toDataURL('image/png'),
    async diffLayers(picture) {
      const now = composeLayers();
      const image = new Image();
      image.src = picture;
      await image.decode();
      const { width, height } = now.canvas;
      const then = composeLayers(image);
      if (then.canvas.width !== width || then.canvas.height !== height) return { differing: width * height, total: width * height };
      const a = now.ctx.getImageData(0, 0, width, height).data;
      const b = then.ctx.getImageData(0, 0, width, height).data;
      let differing = 0;
      for (let p = 0; p < a.length; p += 4) {
        if (Math.abs(a[p]! - b[p]!) + Math.abs(a[p + 1]! - b[p + 1]!) + Math.abs(a[p + 2]! - b[p + 2]!) + Math.abs(a[p + 3]! - b[p + 3]!) > 8) differing++;
      }
      return { differing, total: width * height };
    },
  };
  window.__seatmap = handle;
  return () => {
    if (window.__seatmap === handle) delete window.__seatmap;
  };
}

/**
 * The map's background and seat layers (the overlay holds hover and focus, which differ
 * between pages) drawn over each other at device resolution; or `image` at that size.
 */
function composeLayers(image?: HTMLImageElement): { canvas: HTMLCanvasElement; ctx: CanvasRenderingContext2D } {
  const layers = Array.from(document.querySelectorAll<HTMLCanvasElement>('[data-part="layers"] canvas')).slice(0, 2);
  const canvas = document.createElement('canvas');
  canvas.width = image?.naturalWidth ?? layers[0]?.width ?? 1;
  canvas.height = image?.naturalHeight ?? layers[0]?.height ?? 1;
  const ctx = canvas.getContext('2d', { willReadFrequently: true })!;
  if (image) ctx.drawImage(image, 0, 0);
  // A layer never drawn has no pixels yet (0×0): nothing of it is on screen.
  else for (const layer of layers) if (layer.width > 0 && layer.height > 0) ctx.drawImage(layer, 0, 0);
  return { canvas, ctx };
}
