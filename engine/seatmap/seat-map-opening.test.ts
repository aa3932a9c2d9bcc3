// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { disposeAfterTest, mountSeatMap, seatMapTestHooks } from '../testing/seat-map-mount';
import { fakeRenderer } from '../testing/fake-renderer';
import { linearIndex } from '../testing/linear-index';
import { simpleHitTest } from '../testing/simple-hit';
import { sizedContainer } from '../testing/sized-container';
import { twoSectorHall } from '../testing/synthetic-hall';
import { createSeatMapWith } from './seat-map-core';
import type * as controller from '../zoom/zoom-controller';

// The zoom controller as it is, with its programmatic moves recorded.
const moves = vi.hoisted(() => ({ set: 0 }));
vi.mock('../zoom/zoom-controller', async (original) => {
  const actual = await original<typeof controller>();
  return {
    ...actual,
    createZoomController: (...args: Parameters<typeof actual.createZoomController>) => {
      const zoom = actual.createZoomController(...args);
      return {
        ...zoom,
        set: (...a: Parameters<typeof zoom.set>) => {
          moves.set++;
          zoom.set(...a);
        },
      };
    },
  };
});

seatMapTestHooks();

describe('seat map: the opening view', () => {
  it('is handed to the renderer once, fitted and still, without a d3 transform', () => {
    moves.set = 0;
    const { map, model, renderer } = mountSeatMap();
    expect(moves.set).toBe(0);
    expect(renderer().views).toHaveLength(1);
    const { view, moving } = renderer().views[0]!;
    expect(moving).toBe(false);
    const b = model.bounds;
    expect(view.x + ((b.minX + b.maxX) / 2) * view.k).toBeCloseTo(400 / 2);
    expect(view.y + ((b.minY + b.maxY) / 2) * view.k).toBeCloseTo(300 / 2);
    expect(map.getScale()).toBe(1);
    // The zoom works from there: the button zooms in about the centre.
    map.zoomIn();
    vi.advanceTimersByTime(600);
    expect(map.getScale()).toBeGreaterThan(1);
  });

  it('checks whether every seat has one radius only for sprites, which use it', () => {
    const taken: Array<number | null | undefined> = [];
    for (const seatDrawing of [undefined, 'sprites'] as const) {
      const model = twoSectorHall();
      const map = createSeatMapWith(
        sizedContainer(400, 300),
        model,
        {
          index: linearIndex(model),
          hitTest: simpleHitTest(model),
          levelOfDetail: () => 'seats',
          createRenderer: (host, _model, opts) => {
            taken.push(opts.uniformRadius);
            return fakeRenderer(host, opts);
          },
        },
        { seatDrawing },
      );
      disposeAfterTest(map);
    }
    expect(taken[0]).toBeNull();
    expect(taken[1]).toBeCloseTo(0.45, 5);
  });
});
