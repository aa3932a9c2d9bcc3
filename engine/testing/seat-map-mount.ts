import { afterEach, beforeEach, vi } from 'vitest';
import type { HallModel } from '../hall/model';
import type { LevelOfDetail } from '../render/renderer';
import { worldToScreen } from '../render/view';
import { createSeatMapWith } from '../seatmap/seat-map-core';
import type { SeatMap } from '../seatmap/types';
import { tapAt } from './dom-events';
import { fakeRenderer, type FakeRenderer } from './fake-renderer';
import { useFrameTimers } from './frame-timers';
import { linearIndex } from './linear-index';
import { simpleHitTest } from './simple-hit';
import { sizedContainer } from './sized-container';
import { twoSectorHall } from './synthetic-hall';

/** The box a seat map is mounted in by mountSeatMap, CSS px. */
export const SEAT_MAP_BOX = { width: 400, height: 300 } as const;

const kept: SeatMap[] = [];

/** Has `map` disposed after the test (with seatMapTestHooks). */
export function disposeAfterTest<T extends SeatMap>(map: T): T {
  kept.push(map);
  return map;
}

/**
 * For a file of seat-map tests: fake frame timers in each test; after it, every map mounted
 * (or kept with disposeAfterTest) disposed and the page emptied.
 */
export function seatMapTestHooks(): void {
  beforeEach(() => {
    useFrameTimers();
    kept.length = 0;
  });
  afterEach(() => {
    for (const m of kept.splice(0)) m.dispose();
    vi.useRealTimers();
    document.body.replaceChildren();
  });
}

export interface MountOptions {
  /** Screen px per hall unit from which seats are drawn (below: sectors). */
  threshold?: number;
  /** Default: two sectors and a standing area (id 900) around hall point (8, 12). */
  model?: HallModel;
}

/**
 * A seat map on the fake renderer (frames run when the test flushes them) with the brute-force
 * index and hit test, in a SEAT_MAP_BOX box; disposed after the test. `tapWorld` taps at a hall
 * point in the current view.
 */
export function mountSeatMap(options: MountOptions = {}) {
  const model = options.model ?? twoSectorHall({ stands: [{ id: 900, sectorId: 9, bounds: { minX: 2, minY: 11, maxX: 14, maxY: 13 }, quant: 5, cat: 24 }] });
  const container = sizedContainer(SEAT_MAP_BOX.width, SEAT_MAP_BOX.height);
  let renderer!: FakeRenderer;
  const threshold = options.threshold ?? 10;
  const lod = (px: number): LevelOfDetail => (px < threshold ? 'sectors' : 'seats');
  const map = createSeatMapWith(
    container,
    model,
    {
      index: linearIndex(model),
      hitTest: simpleHitTest(model),
      levelOfDetail: lod,
      createRenderer: (host, _model, opts) => (renderer = fakeRenderer(host, opts)),
    },
    { label: 'Hall map' },
  );
  disposeAfterTest(map);
  const view = () => renderer.getView();
  const tapWorld = (x: number, y: number, pointerType = 'touch') => {
    const p = worldToScreen(view(), x, y);
    tapAt(container, p.x, p.y, pointerType);
  };
  return { model, container, map, renderer: () => renderer, view, tapWorld };
}
