// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { worldToScreen } from '../render/view';
import { mountSeatMap, SEAT_MAP_BOX, seatMapTestHooks } from '../testing/seat-map-mount';

const W = SEAT_MAP_BOX.width;
const H = SEAT_MAP_BOX.height;

seatMapTestHooks();

describe('seat map: the view (fit, resize, zoom buttons, seat positions)', () => {
  it('fits the hall at scale 1 and reports the viewport once a frame', () => {
    const { map, renderer } = mountSeatMap();
    const viewport = vi.fn();
    const firstPaint = vi.fn();
    map.on('viewport', viewport);
    map.on('firstPaint', firstPaint);
    expect(map.getScale()).toBe(1);
    expect(renderer().views.at(-1)?.moving).toBe(false);
    renderer().flush();
    renderer().flush();
    expect(viewport).toHaveBeenCalledTimes(1);
    expect(viewport.mock.calls[0]![0].scale).toBe(1);
    expect(firstPaint).toHaveBeenCalledTimes(1);
  });

  it('fits the hall again when its box is resized, and keeps a zoomed view centred', () => {
    let resize: (w: number, h: number) => void = () => {};
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(cb: (entries: Array<{ contentRect: { width: number; height: number } }>) => void) {
          resize = (width, height) => cb([{ contentRect: { width, height } }]);
        }
        observe() {}
        disconnect() {}
      },
    );
    const { map, model, renderer } = mountSeatMap();
    const fitted = (w: number, h: number) => {
      const v = renderer().getView();
      const b = model.bounds;
      // Scale 1 shows the whole hall inside the box, centred.
      expect((b.maxX - b.minX) * v.k).toBeLessThanOrEqual(w);
      expect((b.maxY - b.minY) * v.k).toBeLessThanOrEqual(h);
      expect(v.x + ((b.minX + b.maxX) / 2) * v.k).toBeCloseTo(w / 2);
      expect(v.y + ((b.minY + b.maxY) / 2) * v.k).toBeCloseTo(h / 2);
    };
    fitted(W, H);
    resize(200, 500);
    expect(map.getScale()).toBe(1);
    fitted(200, 500);
    expect(renderer().views.at(-1)?.moving).toBe(false);

    map.focusSeat(model.ids[5]!);
    vi.advanceTimersByTime(600);
    const scale = map.getScale();
    const seat = () => map.seatScreenPoint(model.ids[5]!)!;
    const before = { x: seat().x / 200, y: seat().y / 500 };
    resize(300, 300);
    expect(map.getScale()).toBeCloseTo(scale);
    // The hall point at the centre stays at the centre: a seat near it moves with the box.
    expect(Math.abs(seat().x / 300 - before.x)).toBeLessThan(0.2);
    expect(Math.abs(seat().y / 300 - before.y)).toBeLessThan(0.2);
    vi.unstubAllGlobals();
  });

  it('zooms with the buttons and resets', () => {
    const { map } = mountSeatMap();
    map.zoomIn();
    vi.advanceTimersByTime(400);
    expect(map.getScale()).toBeCloseTo(1.1);
    map.zoomOut();
    vi.advanceTimersByTime(400);
    expect(map.getScale()).toBeCloseTo(1);
    map.zoomIn();
    map.zoomIn();
    vi.advanceTimersByTime(400);
    map.reset();
    vi.advanceTimersByTime(400);
    expect(map.getScale()).toBe(1);
  });

  it('tells where a seat is on screen', () => {
    const { map, model, view } = mountSeatMap();
    const p = map.seatScreenPoint(model.ids[0]!)!;
    const expected = worldToScreen(view(), model.x[0]!, model.y[0]!);
    expect(p.x).toBeCloseTo(expected.x);
    expect(p.r).toBeCloseTo(model.r[0]! * view().k);
    expect(map.seatScreenPoint(-1)).toBeNull();
  });
});
