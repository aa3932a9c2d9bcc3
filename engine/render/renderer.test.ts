// @vitest-environment jsdom
import Konva from 'konva';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SeatStatus } from '../hall/model';
import { stubCanvas } from '../testing/canvas-stub';
import { linearIndex } from '../testing/linear-index';
import { twoSectorHall } from '../testing/synthetic-hall';
import { createRenderer, type Lod } from './renderer';
import { relativeView } from './view';

function host() {
  const el = document.createElement('div');
  Object.defineProperty(el, 'clientWidth', { value: 400, configurable: true });
  Object.defineProperty(el, 'clientHeight', { value: 300, configurable: true });
  document.body.appendChild(el);
  return el;
}

/** Which layer (0 background, 1 seats, 2 overlay) Konva drew, in order. */
function drawLog() {
  const drawn: number[] = [];
  vi.spyOn(Konva.Layer.prototype, 'draw').mockImplementation(function (this: Konva.Layer) {
    drawn.push(this.getZIndex());
    return this;
  });
  return drawn;
}

function mount(lodAt: (k: number) => Lod = () => 'seats') {
  const model = twoSectorHall();
  const el = host();
  const renderer = createRenderer(el, model, { query: linearIndex(model), levelOfDetail: lodAt, pixelRatio: 2 });
  const frame = () => vi.advanceTimersByTime(20);
  const layers = () => Konva.stages.at(-1)!.getLayers().map((l) => l.getNativeCanvasElement());
  const part = <T extends HTMLElement>(name: string) => renderer.element.querySelector<T>(`[data-part="${name}"]`)!;
  const movingFrame = () => part<HTMLCanvasElement>('moving-frame');
  const stageHost = () => part('layers');
  return { model, renderer, frame, layers, movingFrame, stageHost };
}

beforeEach(() => {
  stubCanvas();
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame', 'performance'] });
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  document.body.replaceChildren();
});

describe('renderer frames', () => {
  it('draws nothing while the view moves: the last frame moves as one still picture, then is drawn crisp', () => {
    const drawn = drawLog();
    const { renderer, frame, movingFrame, stageHost } = mount();
    const v0 = { k: 10, x: 5, y: 5 };
    renderer.setSize(400, 300);
    renderer.setView(v0, false);
    frame();
    expect(new Set(drawn)).toEqual(new Set([0, 1, 2]));
    expect(renderer.stats().firstPaintAt).not.toBeNull();

    drawn.length = 0;
    const v1 = { k: 14, x: -30, y: 12 };
    renderer.setView(v1, true);
    frame();
    renderer.setView({ k: 15, x: -40, y: 10 }, true);
    frame();
    expect(drawn).toEqual([]);
    expect(stageHost().style.visibility).toBe('hidden');
    const still = movingFrame();
    expect(still.style.visibility).toBe('visible');
    const rel = relativeView(v0, { k: 15, x: -40, y: 10 });
    expect(still.style.transform).toBe(`matrix(${rel.k}, 0, 0, ${rel.k}, ${rel.x}, ${rel.y})`);
    expect(renderer.stats().movingFrames).toBe(2);

    renderer.setView({ k: 15, x: -40, y: 10 }, false);
    frame();
    expect(new Set(drawn)).toEqual(new Set([0, 1, 2]));
    expect(stageHost().style.visibility).toBe('');
    expect(still.style.visibility).toBe('hidden');
    renderer.dispose();
  });

  it('a tap\'s status change repaints that seat and the overlay, not every seat in view', () => {
    const drawn = drawLog();
    const { model, renderer, frame } = mount();
    renderer.setSize(400, 300);
    renderer.setView({ k: 10, x: 5, y: 5 }, false);
    frame();
    drawn.length = 0;
    model.status[3] = SeatStatus.selected;
    renderer.seatsChanged([3]);
    frame();
    // The seat layer is patched in place (no Konva draw of it), the overlay redrawn.
    expect(drawn).toEqual([2]);
    expect(renderer.stats().lastUpdateLatency).not.toBeNull();
    renderer.dispose();
  });

  it('redraws the background when a sector runs out of places, and everything on a bulk change', () => {
    const drawn = drawLog();
    const { model, renderer, frame } = mount();
    renderer.setSize(400, 300);
    renderer.setView({ k: 10, x: 5, y: 5 }, false);
    frame();
    drawn.length = 0;
    const sector = model.sectors[0]!.seats;
    for (const i of sector) model.status[i] = SeatStatus.unavailable;
    renderer.seatsChanged(sector.slice(0, 3));
    frame();
    expect(drawn).toContain(0);
    drawn.length = 0;
    renderer.seatsChanged();
    frame();
    expect(new Set(drawn)).toEqual(new Set([0, 1, 2]));
    renderer.dispose();
  });

  it('below the threshold shows the hall bitmap and hides the background and seat layers', () => {
    const { renderer, frame, layers } = mount(() => 'sectors');
    renderer.setSize(400, 300);
    renderer.setView({ k: 2, x: 0, y: 0 }, false);
    frame();
    const bitmap = renderer.element.querySelector<HTMLCanvasElement>('[data-part="hall-bitmap"]')!;
    expect(bitmap).not.toBeNull();
    // Sized in CSS pixels itself: a page's `canvas { max-width: 100% }` must not shrink it.
    expect(bitmap.style.width).toBe(`${bitmap.width}px`);
    expect(bitmap.style.maxWidth).toBe('none');
    expect(bitmap.style.transform).toMatch(/^matrix\(/);
    const [background, seats, overlay] = layers();
    expect(background!.style.visibility).toBe('hidden');
    expect(seats!.style.visibility).toBe('hidden');
    // Nothing selected, hovered or focused: the overlay is not composited either.
    expect(overlay!.style.visibility).toBe('hidden');
    renderer.setHover(0);
    frame();
    expect(overlay!.style.visibility).toBe('');
    renderer.dispose();
  });

  it('dispose cancels pending frames and timers and removes its elements', () => {
    const { renderer, frame } = mount();
    const el = renderer.element;
    renderer.setSize(400, 300);
    renderer.setView({ k: 10, x: 5, y: 5 }, false);
    frame();
    renderer.setView({ k: 11, x: 5, y: 5 }, false);
    renderer.dispose();
    expect(vi.getTimerCount()).toBe(0);
    expect(el.isConnected).toBe(false);
  });
});
