// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { FINGER_TARGET_PX } from '../lod/touch-size';
import { worldToScreen } from '../render/view';
import { pointerEvent } from '../testing/dom-events';
import { fakeRenderer, type FakeRenderer } from '../testing/fake-renderer';
import { linearIndex } from '../testing/linear-index';
import { disposeAfterTest, mountSeatMap, SEAT_MAP_BOX, seatMapTestHooks } from '../testing/seat-map-mount';
import { simpleHitTest } from '../testing/simple-hit';
import { sizedContainer } from '../testing/sized-container';
import { buildSyntheticHall, twoSectorHall } from '../testing/synthetic-hall';
import { createSeatMapWith } from './seat-map-core';

const W = SEAT_MAP_BOX.width;
const H = SEAT_MAP_BOX.height;

seatMapTestHooks();

describe('seat map: taps', () => {
  it('emits seatTap for a tapped seat when seats are drawn', () => {
    const { map, model, tapWorld } = mountSeatMap();
    const seatTap = vi.fn();
    map.on('seatTap', seatTap);
    tapWorld(model.x[7]!, model.y[7]!);
    expect(seatTap).toHaveBeenCalledWith({ index: 7, seatId: model.ids[7], source: 'pointer' });
  });

  it('works out a tap at the centre at idle once seats are drawn, doing nothing with it', () => {
    const model = twoSectorHall();
    const hit = simpleHitTest(model);
    const calls: unknown[] = [];
    let seatsDrawn = false;
    const container = sizedContainer(W, H);
    let renderer!: FakeRenderer;
    const map = createSeatMapWith(container, model, {
      index: linearIndex(model),
      hitTest: (point, k, touch) => (calls.push([point, touch]), hit(point, k, touch)),
      levelOfDetail: () => (seatsDrawn ? 'seats' : 'sectors'),
      createRenderer: (host, _m, opts) => (renderer = fakeRenderer(host, opts)),
    }, { label: 'Hall map' });
    disposeAfterTest(map);
    const events = vi.fn();
    map.on('seatTap', events);
    map.on('standTap', events);
    renderer.flush(true);
    vi.advanceTimersByTime(50);
    expect(calls).toHaveLength(0);
    // Seats drawn: one rehearsal at idle, at the centre of the box, as a finger's.
    seatsDrawn = true;
    renderer.flush(true);
    renderer.flush(true);
    vi.advanceTimersByTime(50);
    const v = renderer.getView();
    expect(calls).toEqual([[{ x: (W / 2 - v.x) / v.k, y: (H / 2 - v.y) / v.k }, true]]);
    expect(events).not.toHaveBeenCalled();
  });

  it('zooms where a finger taps seats too small to aim at, and selects once they are finger-sized', () => {
    // 2 × 20 rows of 60 seats: seats of about 1.2 CSS px at fit, drawn (LOD from 1 px per unit).
    const model = buildSyntheticHall({
      sectors: [
        { x: 0, y: 0, rows: 20, seatsPerRow: 60, cat: 21 },
        { x: 0, y: 30, rows: 20, seatsPerRow: 60, cat: 22 },
      ],
    });
    const { map, tapWorld } = mountSeatMap({ model, threshold: 1 });
    const seatTap = vi.fn();
    map.on('seatTap', seatTap);
    const seat = 1000;
    expect(map.getLod()).toBe('seats');
    expect(2 * map.seatScreenPoint(model.ids[seat]!)!.r).toBeLessThan(FINGER_TARGET_PX);
    tapWorld(model.x[seat]!, model.y[seat]!);
    expect(seatTap).not.toHaveBeenCalled();
    vi.advanceTimersByTime(600);
    // Now the seat under the finger is big enough, and still under it.
    const p = map.seatScreenPoint(model.ids[seat]!)!;
    expect(2 * p.r).toBeGreaterThanOrEqual(FINGER_TARGET_PX);
    expect(p.x).toBeGreaterThan(0);
    expect(p.x).toBeLessThan(W);
    tapWorld(model.x[seat]!, model.y[seat]!);
    expect(seatTap).toHaveBeenCalledWith({ index: seat, seatId: model.ids[seat], source: 'pointer' });
  });

  it('lets a mouse click select a drawn seat of any size', () => {
    const model = buildSyntheticHall({ sectors: [{ x: 0, y: 0, rows: 20, seatsPerRow: 60, cat: 21 }] });
    const { map, tapWorld } = mountSeatMap({ model, threshold: 1 });
    const seatTap = vi.fn();
    map.on('seatTap', seatTap);
    tapWorld(model.x[500]!, model.y[500]!, 'mouse');
    expect(seatTap).toHaveBeenCalledWith({ index: 500, seatId: model.ids[500], source: 'pointer' });
    expect(map.getScale()).toBe(1);
  });

  it('emits standTap for a standing area', () => {
    const { map, tapWorld } = mountSeatMap();
    const standTap = vi.fn();
    map.on('standTap', standTap);
    tapWorld(8, 12);
    expect(standTap).toHaveBeenCalledWith({ id: 900 });
  });

  it('does not read a pan as a tap', () => {
    const { map, container, model, view } = mountSeatMap();
    const seatTap = vi.fn();
    map.on('seatTap', seatTap);
    const p = worldToScreen(view(), model.x[7]!, model.y[7]!);
    container.dispatchEvent(pointerEvent('pointerdown', p.x, p.y, 'touch'));
    container.dispatchEvent(pointerEvent('pointermove', p.x + 30, p.y, 'touch'));
    container.dispatchEvent(pointerEvent('pointerup', p.x + 30, p.y, 'touch'));
    expect(seatTap).not.toHaveBeenCalled();
  });

  it('zooms to a tapped sector at low zoom and lists its seats', () => {
    const { map, model, container, tapWorld, renderer } = mountSeatMap({ threshold: 60 });
    const seatTap = vi.fn();
    map.on('seatTap', seatTap);
    expect(map.getLod()).toBe('sectors');
    tapWorld(model.x[12]!, model.y[12]!);
    expect(seatTap).not.toHaveBeenCalled();
    vi.advanceTimersByTime(600);
    expect(map.getScale()).toBeGreaterThan(1);
    expect(map.getLod()).toBe('seats');
    expect(renderer().views.at(-1)?.moving).toBe(false);
    const options = container.querySelectorAll('[role="option"]');
    expect(options.length).toBe(model.sectors[0]!.seats.length);
  });
});
