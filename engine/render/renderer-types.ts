import type { Bounds } from '../hall/model';
import type { LevelOfDetail } from '../lod/lod';
import type { SeatDrawMethod } from './draw-seats';
import type { FrameStatsSnapshot } from './frame-stats';
import type { View } from './view';

/** What the renderer needs from the spatial index. */
export interface SeatQuery {
  search(bounds: Bounds): ArrayLike<number>;
}

export interface RendererOptions {
  query: SeatQuery;
  /** LOD for a zoom in pixels per hall unit (the shell binds map metadata and seat size). */
  levelOfDetail: (pxPerUnit: number) => LevelOfDetail;
  categoryColors?: ReadonlyMap<number, string>;
  /** Defaults to `devicePixelRatio` capped at 2. */
  pixelRatio?: number;
  /** Arcs batched per colour, or one pre-rendered sprite per colour copied per seat. */
  seatDrawing?: SeatDrawMethod;
  /** Single radius of the hall's seats, when they share one (sprites need it). */
  uniformRadius?: number | null;
  /** Colour of the box behind the hall; defaults to the container's (or an ancestor's) background. */
  background?: string;
  now?: () => number;
}

export interface Renderer {
  /** The element Konva draws into; the caller sizes and positions it. */
  readonly element: HTMLElement;
  setSize(width: number, height: number): void;
  /** `moving`: move the last bitmap; otherwise draw crisp. */
  setView(view: View, moving: boolean): void;
  getView(): View;
  getLod(): LevelOfDetail;
  setCategoryColors(colors: ReadonlyMap<number, string>): void;
  /** Statuses of these seats changed (all seats when omitted). */
  seatsChanged(seats?: Iterable<number>): void;
  /** Standing areas' quantities changed. */
  standsChanged(): void;
  setHover(seat: number | null): void;
  setFocus(seat: number | null, sector: number | null): void;
  /** Calls `fn` after every frame; returns an unsubscribe. */
  onFrame(fn: (info: { crisp: boolean; lod: LevelOfDetail }) => void): () => void;
  stats(): FrameStatsSnapshot;
  resetStats(): void;
  dispose(): void;
}
