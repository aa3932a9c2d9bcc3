// @vitest-environment jsdom
import Konva from 'konva';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubCanvas } from '../testing/canvas-stub';
import { twoSectorHall } from '../testing/synthetic-hall';
import { createSeatMap } from './seat-map';

function sizedContainer() {
  const el = document.createElement('div');
  Object.defineProperty(el, 'clientWidth', { value: 400, configurable: true });
  Object.defineProperty(el, 'clientHeight', { value: 300, configurable: true });
  document.body.appendChild(el);
  return el;
}

/** Counts listeners added and removed on the targets, by type. */
function countListeners(targets: EventTarget[]) {
  const added: string[] = [];
  const removed: string[] = [];
  for (const target of targets) {
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
  return { added, removed };
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

describe('createSeatMap with the real Konva renderer', () => {
  it('builds the picture and seat patches under one non-listening Konva overlay of one Shape, and draws a first frame', () => {
    const container = sizedContainer();
    const map = createSeatMap(container, twoSectorHall(), { label: 'Map', pixelRatio: 3 });
    const stage = Konva.stages.at(-1)!;
    expect(stage.getLayers()).toHaveLength(1);
    expect(stage.getLayers().every((l) => !l.listening() && l.getChildren().length === 1 && !l.getChildren()[0]!.listening())).toBe(true);
    const canvases = [...container.querySelectorAll<HTMLCanvasElement>('[data-part="layers"] canvas')].map((c) => c.dataset.part ?? 'overlay');
    expect(canvases).toEqual(['picture', 'patches', 'overlay']);
    // The pixel ratio is the caller's, capped at 2 only when left to the device.
    expect(stage.getLayers()[0]!.getCanvas().getPixelRatio()).toBe(3);
    const firstPaint = vi.fn();
    map.on('firstPaint', firstPaint);
    vi.advanceTimersByTime(50);
    expect(firstPaint).toHaveBeenCalledTimes(1);
    expect(map.stats().frameCount).toBeGreaterThan(0);
    map.dispose();
  });

  it('caps the device pixel ratio at 2', () => {
    vi.stubGlobal('devicePixelRatio', 3);
    const map = createSeatMap(sizedContainer(), twoSectorHall());
    expect(Konva.stages.at(-1)!.getLayers()[0]!.getCanvas().getPixelRatio()).toBe(2);
    map.dispose();
  });

  it('dispose removes every listener on the container and window, the stage and its DOM', () => {
    // Konva listens on each window once, for every stage ever: warm that up first.
    createSeatMap(sizedContainer(), twoSectorHall()).dispose();
    const container = sizedContainer();
    const stagesBefore = Konva.stages.length;
    const { added, removed } = countListeners([container, window, document]);
    const map = createSeatMap(container, twoSectorHall(), { label: 'Map' });
    map.on('viewport', () => {});
    expect(Konva.stages.length).toBe(stagesBefore + 1);
    // A gesture in flight: an animation frame and a settle timer pending.
    map.zoomIn();
    vi.advanceTimersByTime(60);
    map.dispose();
    expect(added.length).toBeGreaterThan(5);
    expect([...removed].sort()).toEqual([...added].sort());
    expect(Konva.stages.length).toBe(stagesBefore);
    expect(container.children.length).toBe(0);
    expect(container.hasAttribute('role')).toBe(false);
    expect(vi.getTimerCount()).toBe(0);
  });
});
