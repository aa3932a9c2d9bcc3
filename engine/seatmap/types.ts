import type { Bounds, HallModel, SeatStatusCode } from '../hall/model';
import type { Hit } from '../hit/hit-test';
import type { FrameStatsSnapshot } from '../render/frame-stats';
import type { Renderer, RendererOptions, SeatQuery } from '../render/renderer-types';
import type { SeatDrawMethod } from '../render/draw-seats';
import type { LevelOfDetail } from '../lod/lod';
import type { ZoomState } from '../zoom/fit';

export type { Hit, LevelOfDetail };

export interface SeatMapEvents {
  /** A seat was tapped, clicked, or activated with Enter/Space. The shell decides what it means. */
  seatTap: { index: number; seatId: number; source: 'pointer' | 'keyboard' };
  /** A standing area was tapped (the scheme page opens a modal for it). */
  standTap: { id: number };
  /** The mouse moved onto a seat, or off every seat (null). Touch never hovers. */
  hover: { index: number | null };
  /** The view changed (at most once a frame). `scale` is the zoom scale (1 = fitted). */
  viewport: { scale: number; bounds: Bounds; lod: LevelOfDetail };
  /** The sector whose seats the accessible list holds changed. */
  sectorFocus: { sectorIndex: number | null };
  /** The first crisp frame is on screen; `at` is `performance.now()`. */
  firstPaint: { at: number };
}

export interface SeatMapOptions {
  /** Accessible name of the map. The engine speaks codes: the caller translates. */
  label?: string;
  /** Text of one seat's option in the accessible list; defaults to the data's `seat_name`. */
  seatLabel?: (index: number) => string;
  /** Name of a sector's group in the accessible list; defaults to the sector's name. */
  sectorLabel?: (sectorIndex: number) => string;
  /** Zone id → colour; `setCategoryColors` changes it later. */
  categoryColors?: ReadonlyMap<number, string>;
  /** Backing-store pixel ratio; defaults to `min(devicePixelRatio, 2)`. */
  pixelRatio?: number;
  seatDrawing?: SeatDrawMethod;
  /** Colour behind the hall; defaults to the container's (or the nearest ancestor's) opaque background, else white. */
  background?: string;
}

export interface ScreenPoint {
  /** Client (viewport) coordinates, as pointer events and Playwright use them. */
  x: number;
  y: number;
  /** The seat's radius on screen, CSS pixels. */
  r: number;
}

export interface SeatMap {
  readonly model: HallModel;
  on<E extends keyof SeatMapEvents>(event: E, handler: (payload: SeatMapEvents[E]) => void): () => void;
  /** Marks a free seat selected; false when it is unknown or not free. */
  select(seatId: number): boolean;
  /** Marks a selected seat free again; false when it is unknown or not selected. */
  unselect(seatId: number): boolean;
  setStatuses(updates: Iterable<readonly [number, SeatStatusCode]>): void;
  /**
   * Places left in standing areas (stand id → quant), from fresh seat data: an area with
   * none left is drawn unavailable. Unknown ids are ignored.
   */
  setStandQuantities(updates: Iterable<readonly [number, number]>): void;
  setCategoryColors(colors: ReadonlyMap<number, string>): void;
  /** `seatLabel`'s texts changed (prices after a card change): the accessible list is worded again. */
  relabelSeats(): void;
  zoomIn(): void;
  zoomOut(): void;
  reset(): void;
  /**
   * Zooms to a seat, gives it the keyboard focus ring and lists its sector. `seatPx`: zoom at
   * least so close that the seat is that many CSS pixels across (to read its marks).
   */
  focusSeat(seatId: number, options?: { seatPx?: number }): boolean;
  /** Zooms to a sector (what a tap on it does at low zoom). */
  zoomToSector(sectorIndex: number): void;
  /** Zoom scale: 1 is the fitted hall, up to `zoommax`. */
  getScale(): number;
  /** The zoom on top of the fitted hall (scale and pan, CSS pixels): to restore a view later. */
  getZoom(): ZoomState;
  /** Jumps to a zoom from `getZoom` (clamped to the limits), drawn crisp at once. */
  setZoom(zoom: ZoomState): void;
  getLod(): LevelOfDetail;
  /** Where a seat is on screen now, or null when unknown. For popovers and tests. */
  seatScreenPoint(seatId: number): ScreenPoint | null;
  /** Where a point of the hall (its SVG user space) is on screen now, client coordinates. */
  hallToClient(x: number, y: number): { x: number; y: number };
  stats(): FrameStatsSnapshot;
  resetStats(): void;
  dispose(): void;
}

/** The engine parts a seat map is built from; `seat-map.ts` wires the real ones. */
export interface SeatMapDeps {
  index: SeatQuery;
  /** `point` in hall units; `pxPerUnit` the current zoom; touch gets a larger radius. */
  hitTest: (point: { x: number; y: number }, pxPerUnit: number, touch: boolean) => Hit;
  levelOfDetail: (pxPerUnit: number) => LevelOfDetail;
  /** The hall's usual seat radius (medianSeatRadius), when the caller has it already. */
  seatRadius?: number;
  /** Work worth doing once the first frame is up (building the index), not before it. */
  warmUp?: () => void;
  createRenderer?: (host: HTMLElement, model: HallModel, options: RendererOptions) => Renderer;
}
