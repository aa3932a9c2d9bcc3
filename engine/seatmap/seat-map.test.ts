// @vitest-environment jsdom
import Konva from 'konva/lib/Core';
import { describe, expect, it, vi } from 'vitest';
import { canvasTestHooks } from '../testing/canvas-stub';
import { countListeners } from '../testing/listener-count';
import { sizedContainer } from '../testing/sized-container';
import { twoSectorHall } from '../testing/synthetic-hall';
import { createSeatMap } from './seat-map';

canvasTestHooks();

const overlayOf = (container: HTMLElement) => container.querySelector<HTMLCanvasElement>('[data-part="overlay"]')!;

describe('createSeatMap with the real renderer', () => {
  it('builds the picture, the seat patches and the overlay as three canvases of the box in a Konva stage, and draws a first frame', () => {
    const container = sizedContainer();
    const map = createSeatMap(container, twoSectorHall(), { label: 'Map', pixelRatio: 3 });
    const canvases = [...container.querySelectorAll<HTMLCanvasElement>('[data-part="layers"] canvas')].map((c) => c.dataset.part);
    expect(canvases).toEqual(['picture', 'patches', 'overlay']);
    // Konva hosts them: the patches and overlay are its layers' canvases, each drawn by one
    // shape that neither listens nor has a hit canvas (hit testing goes through the index).
    const stage = Konva.stages.at(-1)!;
    expect(stage.container()).toBe(container.querySelector('[data-part="layers"]'));
    const layers = stage.getLayers();
    expect(layers.map((l) => l.getNativeCanvasElement().dataset.part)).toEqual(['patches', 'overlay']);
    for (const layer of layers) {
      expect(layer.isListening()).toBe(false);
      expect(layer.getHitCanvas().width).toBe(0);
      expect(layer.getCanvas().getPixelRatio()).toBe(3);
      expect(layer.getChildren()).toHaveLength(1);
      expect((layer.getChildren()[0] as Konva.Shape).perfectDrawEnabled()).toBe(false);
    }
    const overlay = overlayOf(container);
    // Nothing drawn on the layers yet: their canvases get no pixels for the first paint.
    expect(overlay.width).toBe(0);
    const firstPaint = vi.fn();
    map.on('firstPaint', firstPaint);
    vi.advanceTimersByTime(50);
    expect(firstPaint).toHaveBeenCalledTimes(1);
    expect(map.stats().frameCount).toBeGreaterThan(0);
    // Once drawn (the patches are readied at idle after the first picture, the focus draws
    // the overlay) the layers take the box's size, at the caller's pixel ratio (capped at 2
    // only when left to the device).
    map.focusSeat(map.model.ids[0]!);
    vi.advanceTimersByTime(50);
    expect(overlay.width / container.clientWidth).toBe(3);
    expect(overlay.style.width).toBe(`${container.clientWidth}px`);
    map.dispose();
  });

  it('caps the device pixel ratio at 2', () => {
    vi.stubGlobal('devicePixelRatio', 3);
    const container = sizedContainer();
    const map = createSeatMap(container, twoSectorHall());
    map.focusSeat(map.model.ids[0]!);
    vi.advanceTimersByTime(50);
    expect(overlayOf(container).width / container.clientWidth).toBe(2);
    map.dispose();
  });

  it('dispose removes every listener on the container and window, and its DOM', () => {
    // Konva listens on a window once, for every stage in it to come, and never lets go:
    // those are not a map's. A first map makes them.
    createSeatMap(sizedContainer(), twoSectorHall()).dispose();
    const container = sizedContainer();
    const { added, removed } = countListeners([container, window, document]);
    const map = createSeatMap(container, twoSectorHall(), { label: 'Map' });
    map.on('viewport', () => {});
    const overlay = overlayOf(container);
    // A gesture in flight: an animation frame and a settle timer pending.
    map.zoomIn();
    vi.advanceTimersByTime(60);
    map.dispose();
    expect(added.length).toBeGreaterThan(5);
    expect([...removed].sort()).toEqual([...added].sort());
    // The canvases' pixels are let go at once, not at the next garbage collection.
    expect(overlay.width).toBe(0);
    expect(container.children.length).toBe(0);
    expect(container.hasAttribute('role')).toBe(false);
    expect(vi.getTimerCount()).toBe(0);
  });
});
