// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { mountSeatMap, seatMapTestHooks } from '../testing/seat-map-mount';
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
});
