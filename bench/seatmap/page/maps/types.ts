import type { LoadedHall } from '../load';

export type MapKind = 'engine' | 'svg' | 'konva';

/** One seat map under test, built from a loaded hall into a full-screen container. */
export interface BenchMap {
  /** Resolves with `performance.now()` once the first frame showing the hall is painted. */
  readonly firstPaint: Promise<number>;
  /** Where a hall point is on screen now, client coordinates. */
  toClient(x: number, y: number): { x: number; y: number };
  /** Zoom scale, 1 = fitted hall. */
  scale(): number;
  /** Whether the map shows this seat as selected. */
  isSelected(index: number): boolean;
  dispose(): void;
}

export interface BuildOptions {
  /** A baseline that takes longer than this to build gives up (OutOfTime). */
  buildLimitMs: number;
}

export type MapFactory = (container: HTMLElement, hall: LoadedHall, options: BuildOptions) => BenchMap;
