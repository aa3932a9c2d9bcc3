// What the runner asks the bench page and what the page answers (plain JSON both ways).
import type { Played } from './cdp-input';
import type { PhaseName, ScriptPlan } from './script';
import type { MapKind } from './page/maps/types';

export type { MapKind };
export const MAP_KINDS: readonly MapKind[] = ['engine', 'svg', 'konva'];

export interface RunConfig {
  map: MapKind;
  seats: number;
  hallUrl: string;
  buildLimitMs: number;
}

export interface LoadTimings {
  fetchMs: number;
  decodeMs: number;
  parseMs: number;
  joinMs: number;
}

export type LoadResult =
  | {
      ok: true;
      load: LoadTimings;
      /** Building the map from the model (the engine: createSeatMap), ms. */
      buildMs: number;
      /** Response body in hand → first frame with the hall painted, ms. */
      firstPaintMs: number;
      /** The map's own part of it: model ready → first frame painted (building included), ms. */
      mapPaintMs: number;
    }
  | { ok: false; phase: 'load' | 'build'; error: string; load?: LoadTimings };

/** A frame over 50 ms as Chromium's long-animation-frame timing saw it. */
export interface LongFrame {
  /** Start, ms on the page's clock. */
  at: number;
  ms: number;
  /** Of which rendering (style, layout, paint) at the end of the frame. */
  renderMs: number;
  /** What ran in it: invoker, function and source position, and for how long. */
  scripts: Array<{ what: string; ms: number }>;
}

/** Time between the page's animation frames, ms: while input was arriving, and after it (to the end of the tail). */
export interface PhaseFrames {
  during: number[];
  after: number[];
  long: LongFrame[];
}

export interface PhaseResult {
  name: PhaseName;
  /** Frames that began before the phase's last input reached the page: the movement itself. */
  duringMs: number[];
  /** The frames after it, to the end of the tail: the sharp redraw, a glide, a slow map's backlog. */
  afterMs: number[];
  longFrames: LongFrame[];
  played: Played;
  /** The zoom scale at the end of the phase. */
  scale: number;
}

export interface TapResult {
  /** From the finger lifting (the pointerup's event time) to the painted frame showing the seat selected, ms. */
  ms: number;
  /** The seat showed as selected within the wait. */
  highlighted: boolean;
}

export interface GhostResult {
  /** Device pixels of the background and seat layers that differ from a fresh render of the same view and seats. */
  differing: number;
  total: number;
}

export type RunResult =
  | {
      ok: true;
      map: MapKind;
      seats: number;
      load: LoadTimings;
      buildMs: number;
      firstPaintMs: number;
      mapPaintMs: number;
      /** The scale the pinches aimed at: seat level. */
      targetScale: number;
      phases: PhaseResult[];
      taps: TapResult[];
      /** The engine only (the baselines have no layers to compare); null when not checked. */
      ghost: GhostResult | null;
    }
  | { ok: false; map: MapKind; seats: number; phase: 'load' | 'build' | 'page'; error: string; load?: LoadTimings };

export interface TapTarget {
  index: number;
  x: number;
  y: number;
}

export interface BenchPage {
  /** Loads the hall, builds the map, resolves once its first frame is painted. */
  load(config: RunConfig): Promise<LoadResult>;
  plan(): ScriptPlan;
  /** Starts recording animation-frame times. */
  startFrames(): void;
  /** Stops recording: the frames during and after the input, and the long frames' breakdown. */
  stopFrames(): PhaseFrames;
  scale(): number;
  /** The free seat nearest the centre of the screen, not tapped before, or null. */
  tapTarget(): TapTarget | null;
  /** Watches for the next pointerup and for `index` to show selected. */
  armTap(index: number): void;
  tapResult(timeoutMs: number): Promise<TapResult>;
  /** Ids of the seats the map shows selected. */
  selectedIds(): number[];
}

declare global {
  interface Window {
    __bench?: BenchPage;
  }
}
