import type { LevelOfDetail, Renderer, RendererOptions } from '../render/renderer';
import type { View } from '../render/view';

/**
 * A renderer that draws nothing and remembers what it was told, for seat-map tests in
 * jsdom (no canvas there). Frames run when the test calls `flush()`.
 */
export interface FakeRenderer extends Renderer {
  views: { view: View; moving: boolean }[];
  changed: (number[] | 'all')[];
  standRedraws: number;
  hover: number | null;
  focus: { seat: number | null; sector: number | null };
  categoryColors: ReadonlyMap<number, string> | null;
  disposed: boolean;
  flush(crisp?: boolean): void;
}

export function fakeRenderer(host: HTMLElement, options: RendererOptions): FakeRenderer {
  const element = host.ownerDocument.createElement('div');
  element.dataset.fakeRenderer = '';
  host.appendChild(element);
  const listeners = new Set<(info: { crisp: boolean; lod: LevelOfDetail }) => void>();
  let view: View = { k: 1, x: 0, y: 0 };
  let moving = false;
  const r: FakeRenderer = {
    element,
    views: [],
    changed: [],
    standRedraws: 0,
    hover: null,
    focus: { seat: null, sector: null },
    categoryColors: null,
    disposed: false,
    setSize() {},
    setView(v, m) {
      view = v;
      moving = m;
      r.views.push({ view: v, moving: m });
    },
    getView: () => view,
    getLod: () => options.levelOfDetail(view.k),
    setCategoryColors(c) {
      r.categoryColors = c;
    },
    seatsChanged(seats) {
      r.changed.push(seats ? [...seats] : 'all');
    },
    standsChanged() {
      r.standRedraws++;
    },
    setHover(seat) {
      r.hover = seat;
    },
    setFocus(seat, sector) {
      r.focus = { seat, sector };
    },
    onFrame(fn) {
      listeners.add(fn);
      return () => listeners.delete(fn);
    },
    stats: () => ({ frames: [], firstPaintAt: null, frameCount: 0, movingFrames: 0, lastVisibleSeats: 0, lastUpdateLatency: null }),
    resetStats() {},
    flush(crisp = !moving) {
      for (const fn of listeners) fn({ crisp, lod: options.levelOfDetail(view.k) });
    },
    dispose() {
      r.disposed = true;
      listeners.clear();
      element.remove();
    },
  };
  return r;
}
