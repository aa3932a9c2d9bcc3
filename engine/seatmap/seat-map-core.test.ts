// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SeatStatus } from '../hall/model';
import type { HallModel } from '../hall/model';
import type { LevelOfDetail } from '../render/renderer';
import { worldToScreen } from '../render/view';
import { fakeRenderer, type FakeRenderer } from '../testing/fake-renderer';
import { linearIndex } from '../testing/linear-index';
import { simpleHitTest } from '../testing/simple-hit';
import { buildSyntheticHall, twoSectorHall } from '../testing/synthetic-hall';
import { FINGER_TARGET_PX } from '../lod/touch-size';
import { createSeatMapWith } from './seat-map-core';
import type { SeatMap } from './types';

const W = 400;
const H = 300;

function sizedContainer() {
  const el = document.createElement('div');
  Object.defineProperty(el, 'clientWidth', { value: W, configurable: true });
  Object.defineProperty(el, 'clientHeight', { value: H, configurable: true });
  el.getBoundingClientRect = () => ({ left: 0, top: 0, right: W, bottom: H, width: W, height: H, x: 0, y: 0, toJSON: () => ({}) });
  document.body.appendChild(el);
  return el;
}

function mount(options: { threshold?: number; model?: HallModel } = {}) {
  const model = options.model ?? twoSectorHall({ stands: [{ id: 900, sectorId: 9, bounds: { minX: 2, minY: 11, maxX: 14, maxY: 13 }, quant: 5, cat: 24 }] });
  const container = sizedContainer();
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
  const view = () => renderer.getView();
  const tapWorld = (x: number, y: number, pointerType = 'touch') => {
    const p = worldToScreen(view(), x, y);
    for (const type of ['pointerdown', 'pointerup']) {
      container.dispatchEvent(pointer(type, p.x, p.y, pointerType));
    }
  };
  return { model, container, map, renderer: () => renderer, view, tapWorld };
}

function pointer(type: string, clientX: number, clientY: number, pointerType: string, pointerId = 1) {
  const event = new MouseEvent(type, { clientX, clientY, bubbles: true, cancelable: true });
  Object.defineProperty(event, 'pointerId', { value: pointerId });
  Object.defineProperty(event, 'pointerType', { value: pointerType });
  return event;
}

function key(container: HTMLElement, k: string) {
  container.dispatchEvent(new KeyboardEvent('keydown', { key: k, bubbles: true, cancelable: true }));
}

let maps: SeatMap[] = [];
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame', 'performance'] });
  maps = [];
});
afterEach(() => {
  for (const m of maps) m.dispose();
  vi.useRealTimers();
  document.body.replaceChildren();
});

describe('seat map: the shell interface', () => {
  it('makes the container a focusable, labelled listbox and puts it back on dispose', () => {
    const { container, map } = mount();
    expect(container.tabIndex).toBe(0);
    expect(container.getAttribute('role')).toBe('listbox');
    expect(container.getAttribute('aria-label')).toBe('Hall map');
    expect(container.style.getPropertyValue('user-select')).toBe('none');
    map.dispose();
    expect(container.hasAttribute('tabindex')).toBe(false);
    expect(container.hasAttribute('role')).toBe(false);
    expect(container.style.cssText).toBe('');
    expect(container.children.length).toBe(0);
  });

  it('fits the hall at scale 1 and reports the viewport once a frame', () => {
    const { map, renderer } = mount();
    maps.push(map);
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
    const { map, model, renderer } = mount();
    maps.push(map);
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

  it('emits seatTap for a tapped seat when seats are drawn', () => {
    const { map, model, tapWorld } = mount();
    maps.push(map);
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
    const container = sizedContainer();
    let renderer!: FakeRenderer;
    const map = createSeatMapWith(container, model, {
      index: linearIndex(model),
      hitTest: (point, k, touch) => (calls.push([point, touch]), hit(point, k, touch)),
      levelOfDetail: () => (seatsDrawn ? 'seats' : 'sectors'),
      createRenderer: (host, _m, opts) => (renderer = fakeRenderer(host, opts)),
    }, { label: 'Hall map' });
    maps.push(map);
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
    const { map, tapWorld } = mount({ model, threshold: 1 });
    maps.push(map);
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
    const { map, tapWorld } = mount({ model, threshold: 1 });
    maps.push(map);
    const seatTap = vi.fn();
    map.on('seatTap', seatTap);
    tapWorld(model.x[500]!, model.y[500]!, 'mouse');
    expect(seatTap).toHaveBeenCalledWith({ index: 500, seatId: model.ids[500], source: 'pointer' });
    expect(map.getScale()).toBe(1);
  });

  it('emits standTap for a standing area', () => {
    const { map, tapWorld } = mount();
    maps.push(map);
    const standTap = vi.fn();
    map.on('standTap', standTap);
    tapWorld(8, 12);
    expect(standTap).toHaveBeenCalledWith({ id: 900 });
  });

  it('does not read a pan as a tap', () => {
    const { map, container, model, view } = mount();
    maps.push(map);
    const seatTap = vi.fn();
    map.on('seatTap', seatTap);
    const p = worldToScreen(view(), model.x[7]!, model.y[7]!);
    container.dispatchEvent(pointer('pointerdown', p.x, p.y, 'touch'));
    container.dispatchEvent(pointer('pointermove', p.x + 30, p.y, 'touch'));
    container.dispatchEvent(pointer('pointerup', p.x + 30, p.y, 'touch'));
    expect(seatTap).not.toHaveBeenCalled();
  });

  it('zooms to a tapped sector at low zoom and lists its seats', () => {
    const { map, model, container, tapWorld, renderer } = mount({ threshold: 60 });
    maps.push(map);
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

  it('selects and unselects, keeping the accessible list in sync', () => {
    const { map, model, container, tapWorld, renderer } = mount();
    maps.push(map);
    map.on('seatTap', ({ seatId }) => {
      if (!map.select(seatId)) map.unselect(seatId);
    });
    tapWorld(model.x[3]!, model.y[3]!);
    expect(model.status[3]).toBe(SeatStatus.selected);
    expect(renderer().changed.at(-1)).toEqual([3]);
    // The list of the tapped seat's sector follows the highlight's frame.
    expect(container.querySelectorAll('[role="option"]')).toHaveLength(0);
    vi.advanceTimersByTime(20);
    const option = () => [...container.querySelectorAll('[role="option"]')].find((o) => o.textContent === model.seatName[3]);
    expect(option()?.getAttribute('aria-selected')).toBe('true');
    expect(container.getAttribute('aria-activedescendant')).toBe(option()?.id);
    tapWorld(model.x[3]!, model.y[3]!);
    expect(model.status[3]).toBe(SeatStatus.free);
    expect(option()?.getAttribute('aria-selected')).toBe('false');
  });

  it('refuses to select what is not free, and applies status updates in bulk', () => {
    const { map, model, renderer } = mount();
    maps.push(map);
    map.setStatuses([[model.ids[1]!, SeatStatus.unavailable], [model.ids[2]!, SeatStatus.unavailable], [12345, SeatStatus.free]]);
    expect(renderer().changed.at(-1)).toEqual([1, 2]);
    expect(map.select(model.ids[1]!)).toBe(false);
    expect(map.select(999999)).toBe(false);
    expect(map.unselect(model.ids[0]!)).toBe(false);
  });

  it('updates standing areas\' places left and redraws them only when something changed', () => {
    const { map, model, renderer } = mount();
    maps.push(map);
    map.setStandQuantities([[900, 5], [12345, 0]]);
    expect(renderer().standRedraws).toBe(0);
    map.setStandQuantities([[900, 0]]);
    expect(model.standData.get(900)?.quant).toBe(0);
    expect(renderer().standRedraws).toBe(1);
  });

  it('moves between the seats of a sector with the keyboard; Enter taps, Escape leaves', () => {
    const { map, model, container, renderer } = mount();
    maps.push(map);
    const seatTap = vi.fn();
    map.on('seatTap', seatTap);
    expect(map.focusSeat(model.ids[5]!)).toBe(true);
    expect(container.getAttribute('aria-activedescendant')).toMatch(/-5$/);
    key(container, 'ArrowRight');
    expect(renderer().focus.seat).toBe(6);
    key(container, 'ArrowDown');
    expect(renderer().focus.seat).toBe(11);
    key(container, 'Enter');
    expect(seatTap).toHaveBeenCalledWith({ index: 11, seatId: model.ids[11], source: 'keyboard' });
    key(container, 'Escape');
    expect(container.hasAttribute('aria-activedescendant')).toBe(false);
    expect(container.querySelectorAll('[role="option"]').length).toBe(0);
  });

  it('focuses a seat close enough to read it when asked: the seat is seatPx across (within the zoom limit)', () => {
    const { map, model } = mount();
    maps.push(map);
    expect(map.focusSeat(model.ids[5]!)).toBe(true);
    vi.advanceTimersByTime(600);
    const shown = map.seatScreenPoint(model.ids[5]!)!.r * 2;
    expect(shown).toBeLessThan(40);
    expect(map.focusSeat(model.ids[7]!, { seatPx: 40 })).toBe(true);
    vi.advanceTimersByTime(600);
    expect(map.seatScreenPoint(model.ids[7]!)!.r * 2).toBeCloseTo(40, 0);
  });

  it('starts keyboard focus in the sector nearest the centre and pages between sectors', () => {
    const { map, model, renderer, container } = mount();
    maps.push(map);
    key(container, 'ArrowRight');
    const first = renderer().focus.seat!;
    expect(first).not.toBeNull();
    key(container, 'PageDown');
    expect(model.sector[renderer().focus.seat!]).not.toBe(model.sector[first]);
  });

  it('zooms with the buttons and resets', () => {
    const { map } = mount();
    maps.push(map);
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
    const { map, model, view } = mount();
    maps.push(map);
    const p = map.seatScreenPoint(model.ids[0]!)!;
    const expected = worldToScreen(view(), model.x[0]!, model.y[0]!);
    expect(p.x).toBeCloseTo(expected.x);
    expect(p.r).toBeCloseTo(model.r[0]! * view().k);
    expect(map.seatScreenPoint(-1)).toBeNull();
  });

  it('leaves no listener, timer or frame behind on dispose', () => {
    const added: string[] = [];
    const removed: string[] = [];
    const container = sizedContainer();
    for (const target of [container, window] as EventTarget[]) {
      const add = target.addEventListener.bind(target);
      const remove = target.removeEventListener.bind(target);
      vi.spyOn(target, 'addEventListener').mockImplementation((type, fn, opts) => {
        added.push(type);
        add(type, fn, opts);
      });
      vi.spyOn(target, 'removeEventListener').mockImplementation((type, fn, opts) => {
        removed.push(type);
        remove(type, fn, opts);
      });
    }
    const model = twoSectorHall();
    let renderer!: FakeRenderer;
    const map = createSeatMapWith(container, model, {
      index: linearIndex(model),
      hitTest: simpleHitTest(model),
      levelOfDetail: () => 'seats',
      createRenderer: (host, _m, opts) => (renderer = fakeRenderer(host, opts)),
    });
    map.on('viewport', () => {});
    // A gesture leaves a settle timer and an animation frame pending.
    map.zoomIn();
    vi.advanceTimersByTime(50);
    map.dispose();
    expect(added.length).toBeGreaterThan(0);
    expect(removed.sort()).toEqual(added.sort());
    expect(renderer.disposed).toBe(true);
    expect(vi.getTimerCount()).toBe(0);
    map.dispose();
  });
});
