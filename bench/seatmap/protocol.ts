// What the runner asks the bench page and what the page answers (plain JSON both ways).
import type { MapKind } from './page/maps/types';

export type { MapKind };
export const MAP_KINDS: readonly MapKind[] = ['engine', 'svg', 'konva'];

export interface RunConfig {
  map: MapKind;
  seats: number;
  hallUrl: string;
  buildLimitMs: number;
  gestureLimitMs: number;
  taps: number;
}

export interface LoadTimings {
  fetchMs: number;
  decodeMs: number;
  parseMs: number;
  joinMs: number;
}

export interface GestureResult {
  /** rAF deltas during the scripted gesture, ms. */
  frameMs: number[];
  /** Script frames played of the total; fewer when the time limit cut the gesture short. */
  framesPlayed: number;
  framesScripted: number;
  capped: boolean;
  durationMs: number;
  /** Zoom scale reached and the scale the pinch aimed at. */
  finalScale: number;
  targetScale: number;
}

export interface TapResult {
  ms: number;
  /** The seat showed as selected in the frame measured. */
  highlighted: boolean;
}

export type RunResult =
  | {
      ok: true;
      map: MapKind;
      seats: number;
      load: LoadTimings;
      /** Building the map from the model (the engine: createSeatMap), ms. */
      buildMs: number;
      /** Response body in hand → first frame with the hall painted, ms. */
      firstPaintMs: number;
      /** The map's own part of it: model ready → first frame painted (building included), ms. */
      mapPaintMs: number;
      gesture: GestureResult;
      taps: TapResult[];
    }
  | { ok: false; map: MapKind; seats: number; phase: 'load' | 'build' | 'first-paint' | 'gesture' | 'page'; error: string; load?: LoadTimings };

declare global {
  interface Window {
    __bench?: { run(config: RunConfig): Promise<RunResult> };
  }
}
