import type { HallModel } from '../hall/model';
import { createRenderer } from '../render/renderer';
import { worldToScreen } from '../render/view';
import { prepareContainer } from './container';
import { Disposer } from './disposer';
import { createEmitter } from './events';
import { listenKeyboard } from './keyboard-input';
import { listenPointer } from './pointer-input';
import { createSeatFocus } from './seat-focus';
import { createStatusUpdates } from './status-updates';
import type { SeatMap, SeatMapDeps, SeatMapEvents, SeatMapOptions } from './types';
import { createViewport } from './viewport';

/** After the first frame, let the browser put it on screen before warming up. */
const WARM_UP_DELAY_MS = 50;

function uniformRadius(model: HallModel): number | null {
  if (model.seatCount === 0) return null;
  const r0 = model.r[0]!;
  for (let i = 1; i < model.seatCount; i++) if (Math.abs(model.r[i]! - r0) > r0 * 0.02) return null;
  return r0;
}

/**
 * A seat map from its parts: the renderer, the viewport (zoom and gestures), focus and the
 * accessible list, pointer and keyboard input, and status updates, behind the `SeatMap`
 * interface. Everything is undone by `dispose()`.
 */
export function createSeatMapWith(container: HTMLElement, model: HallModel, deps: SeatMapDeps, options: SeatMapOptions = {}): SeatMap {
  const disposer = new Disposer();
  const events = createEmitter<SeatMapEvents>();
  disposer.add(() => events.clear());
  disposer.add(prepareContainer(container, options.label));

  const renderer = (deps.createRenderer ?? createRenderer)(container, model, {
    query: deps.index,
    levelOfDetail: deps.levelOfDetail,
    categoryColors: options.categoryColors,
    pixelRatio: options.pixelRatio,
    seatDrawing: options.seatDrawing,
    background: options.background,
    // Only seats drawn as sprites use it: a pass over every seat otherwise spent on
    // nothing before the first paint (~6 ms of a throttled 100k hall's).
    uniformRadius: options.seatDrawing === 'sprites' ? uniformRadius(model) : null,
  });
  disposer.add(() => renderer.dispose());
  const focus = createSeatFocus({
    container,
    model,
    renderer,
    disposer,
    events,
    seatLabel: options.seatLabel,
    sectorLabel: options.sectorLabel,
  });
  const viewport = createViewport({
    container,
    model,
    renderer,
    disposer,
    events,
    levelOfDetail: deps.levelOfDetail,
    seatRadius: deps.seatRadius,
    onMove: () => focus.setHover(null),
  });
  const { zoom } = viewport;

  let firstPaint = false;
  disposer.add(
    renderer.onFrame(({ crisp, lod }) => {
      viewport.reportChange(lod);
      if (crisp && !firstPaint) {
        firstPaint = true;
        events.emit('firstPaint', { at: performance.now() });
        if (deps.warmUp) disposer.timeout(deps.warmUp, WARM_UP_DELAY_MS);
      }
    }),
  );

  listenPointer({ container, model, hitTest: deps.hitTest, renderer, viewport, focus, events, disposer });
  listenKeyboard({ container, model, viewport, focus, events, disposer });
  const statuses = createStatusUpdates(model, renderer, focus.statusChanged);

  return {
    model,
    on: (event, handler) => events.on(event, handler),
    ...statuses,
    setCategoryColors: (colors) => renderer.setCategoryColors(colors),
    relabelSeats: () => focus.relabel(),
    zoomIn: () => zoom.zoomIn(),
    zoomOut: () => zoom.zoomOut(),
    reset: () => zoom.reset(),
    focusSeat(seatId, options) {
      const i = model.indexOf.get(seatId);
      if (i === undefined) return false;
      focus.enterKeyboardMode();
      focus.setSeat(i);
      viewport.revealSeat(i, options?.seatPx);
      return true;
    },
    zoomToSector: (sectorIndex) => {
      focus.showSector(sectorIndex);
      viewport.zoomToSector(sectorIndex);
    },
    getScale: () => zoom.state().k,
    getZoom: () => zoom.state(),
    setZoom: (z) => zoom.set(z),
    getLod: () => renderer.getLod(),
    seatScreenPoint(seatId) {
      const i = model.indexOf.get(seatId);
      if (i === undefined) return null;
      const rect = container.getBoundingClientRect();
      const view = viewport.view;
      const p = worldToScreen(view, model.x[i]!, model.y[i]!);
      return { x: rect.left + p.x, y: rect.top + p.y, r: model.r[i]! * view.k };
    },
    hallToClient(x, y) {
      const rect = container.getBoundingClientRect();
      const p = worldToScreen(viewport.view, x, y);
      return { x: rect.left + p.x, y: rect.top + p.y };
    },
    stats: () => renderer.stats(),
    resetStats: () => renderer.resetStats(),
    dispose: () => disposer.dispose(),
  };
}
