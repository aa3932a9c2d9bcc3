import { SeatKeyboard, sectorSeatList } from '../a11y/keyboard';
import { SeatStatus } from '../hall/model';
import type { HallModel, SeatStatusCode } from '../hall/model';
import { createGesturePhase } from '../render/gesture-phase';
import { createRenderer, type Lod, type Renderer, type RendererOptions, type SeatQuery } from '../render/renderer';
import { screenToWorld, visibleWorldBounds, worldToScreen, type View } from '../render/view';
import { maxScaleFor, SECTOR_ZOOM_MS } from '../zoom/constants';
import { composeView, fitView, identityZoom, zoomCentredOn, zoomToFit } from '../zoom/fit';
import { createZoomController } from '../zoom/zoom-controller';
import { prepareContainer } from './container';
import { Disposer } from './disposer';
import { createEmitter } from './events';
import { seatsThreshold } from './lod-threshold';
import { createSeatList } from './seat-list';
import { keyCommand } from './keys';
import { createTapDetector } from './tap';
import type { HitResult, SeatMap, SeatMapEvents, SeatMapOptions } from './types';

/** The engine parts a seat map is built from; `seat-map.ts` wires the real ones. */
export interface SeatMapDeps {
  index: SeatQuery;
  /** `point` in hall units; `pxPerUnit` the current zoom; touch gets a larger radius. */
  hitTest: (point: { x: number; y: number }, pxPerUnit: number, touch: boolean) => HitResult;
  levelOfDetail: (pxPerUnit: number) => Lod;
  /** Work worth doing once the first frame is up (building the index), not before it. */
  warmUp?: () => void;
  createRenderer?: (host: HTMLElement, model: HallModel, options: RendererOptions) => Renderer;
}

/** Zoom past the LOD threshold by this much when revealing seats, so they are not borderline. */
const SEATS_MARGIN = 1.15;
/** A focused seat closer than this share of the box to an edge is brought back into view. */
const EDGE_SHARE = 0.12;
/** After the first frame, let the browser put it on screen before warming up. */
const WARM_UP_DELAY_MS = 50;
/** A tapped sector's accessible list waits for an idle moment at most this long. */
const LIST_IDLE_TIMEOUT_MS = 200;
/** A bulk status update larger than this re-syncs everything instead of seat by seat. */
const BULK_UPDATE = 5000;

function uniformRadius(model: HallModel): number | null {
  if (model.seatCount === 0) return null;
  const r0 = model.r[0]!;
  for (let i = 1; i < model.seatCount; i++) if (Math.abs(model.r[i]! - r0) > r0 * 0.02) return null;
  return r0;
}

export function createSeatMapWith(container: HTMLElement, model: HallModel, deps: SeatMapDeps, options: SeatMapOptions = {}): SeatMap {
  const disposer = new Disposer();
  const events = createEmitter<SeatMapEvents>();
  disposer.add(() => events.clear());
  disposer.add(prepareContainer(container, options.label));

  let width = Math.max(1, container.clientWidth);
  let height = Math.max(1, container.clientHeight);
  let fit = fitView(model.bounds, width, height);
  let view: View = composeView(fit, identityZoom);
  const maxScale = maxScaleFor(model.meta.zoommax);
  const seatsPxPerUnit = seatsThreshold(deps.levelOfDetail);
  const keyboard = new SeatKeyboard(model);

  const renderer = (deps.createRenderer ?? createRenderer)(container, model, {
    query: deps.index,
    levelOfDetail: deps.levelOfDetail,
    categoryColors: options.categoryColors,
    pixelRatio: options.pixelRatio,
    seatDrawing: options.seatDrawing,
    background: options.background,
    uniformRadius: uniformRadius(model),
  });
  disposer.add(() => renderer.dispose());
  const list = createSeatList(container);
  disposer.add(() => list.dispose());

  // Moves draw the last bitmap; the crisp frame follows once the view is still.
  const phase = createGesturePhase(() => renderer.setView(view, false));
  disposer.add(() => phase.dispose());
  let crispChange = false;
  let viewportDirty = true;
  let firstPaint = false;

  const zoom = createZoomController(container, {
    maxScale,
    fit: () => fit,
    onChange: (z) => {
      view = composeView(fit, z);
      viewportDirty = true;
      if (crispChange) {
        phase.settleNow();
        renderer.setView(view, false);
      } else {
        phase.moved();
        renderer.setView(view, true);
        setHover(null);
      }
    },
  });
  disposer.add(() => zoom.dispose());

  disposer.add(
    renderer.onFrame(({ crisp, lod }) => {
      if (viewportDirty) {
        viewportDirty = false;
        events.emit('viewport', { scale: zoom.state().k, bounds: visibleWorldBounds(view, width, height), lod });
      }
      if (crisp && !firstPaint) {
        firstPaint = true;
        events.emit('firstPaint', { at: performance.now() });
        if (deps.warmUp) disposer.timeout(deps.warmUp, WARM_UP_DELAY_MS);
      }
    }),
  );

  function instantly(fn: () => void) {
    crispChange = true;
    try {
      fn();
    } finally {
      crispChange = false;
    }
  }

  function resize(w: number, h: number) {
    w = Math.round(w);
    h = Math.round(h);
    if (w < 1 || h < 1 || (w === width && h === height)) return;
    const z = zoom.state();
    const centre = screenToWorld(view, width / 2, height / 2);
    width = w;
    height = h;
    fit = fitView(model.bounds, w, h);
    renderer.setSize(w, h);
    zoom.setSize(w, h);
    // Fitted stays fitted; a zoomed-in view keeps its scale and the hall point at its centre.
    instantly(() => zoom.set(z.k <= 1 ? identityZoom : zoomCentredOn(fit, centre.x, centre.y, z.k, w, h)));
  }

  renderer.setSize(width, height);
  zoom.setSize(width, height);
  instantly(() => zoom.set(identityZoom));
  disposer.observeResize(container, resize);

  // Hover, focus and the accessible list.
  let hover: number | null = null;
  let focusSeat: number | null = null;
  let focusSector: number | null = null;
  let keyboardMode = false;

  function setHover(index: number | null) {
    if (index === hover) return;
    hover = index;
    renderer.setHover(index);
    events.emit('hover', { index });
  }

  function optionLabel(i: number, dataLabel: string): string {
    return options.seatLabel?.(i) ?? (dataLabel || `${model.row[i] ?? ''} ${model.seat[i] ?? ''}`.trim());
  }

  function optionState(i: number) {
    return { selected: model.status[i] === SeatStatus.selected, disabled: model.status[i] === SeatStatus.unavailable };
  }

  let listRequest = 0;

  /** Fills the accessible list with a sector's seats (or empties it). */
  function fillList(sectorIndex: number | null) {
    const sector = sectorIndex === null ? undefined : model.sectors[sectorIndex];
    if (!sector) {
      list.clear();
      return;
    }
    list.show(
      options.sectorLabel?.(sectorIndex!) ?? sector.name,
      sectorSeatList(model, sectorIndex!).map((item) => ({ index: item.index, label: optionLabel(item.index, item.label), ...optionState(item.index) })),
    );
  }

  /**
   * Makes a sector the focused one. `later`: a pointer tap, whose highlight must not wait
   * for a list of hundreds of options; the list follows right after the next frame.
   * (Keyboard and screen-reader users get it at once: aria-activedescendant needs it.)
   */
  function showSector(sectorIndex: number | null, later = false) {
    if (sectorIndex !== null && !model.sectors[sectorIndex]) sectorIndex = null;
    if (sectorIndex === focusSector) return;
    focusSector = sectorIndex;
    const request = ++listRequest;
    if (later && sectorIndex !== null) {
      list.clear();
      const fill = () => {
        if (request !== listRequest) return;
        fillList(focusSector);
        syncFocus();
      };
      // After the frame that shows the tap, when the page is idle.
      const frame = requestAnimationFrame(() => (cancelPending = whenIdle(fill)));
      cancelPending = () => cancelAnimationFrame(frame);
    } else {
      cancelPending();
      fillList(sectorIndex);
    }
    if (focusSeat !== null && model.sector[focusSeat] !== focusSector) focusSeat = null;
    syncFocus();
    events.emit('sectorFocus', { sectorIndex: focusSector });
  }
  let cancelPending: () => void = () => {};
  disposer.add(() => cancelPending());

  function whenIdle(fn: () => void): () => void {
    if (typeof requestIdleCallback === 'function') {
      const id = requestIdleCallback(fn, { timeout: LIST_IDLE_TIMEOUT_MS });
      return () => cancelIdleCallback(id);
    }
    return disposer.timeout(fn, 0);
  }

  function syncFocus() {
    if (focusSeat !== null && list.has(focusSeat)) container.setAttribute('aria-activedescendant', list.optionId(focusSeat));
    else container.removeAttribute('aria-activedescendant');
    renderer.setFocus(keyboardMode ? focusSeat : null, keyboardMode ? focusSector : null);
  }

  function setFocusSeat(i: number | null, later = false) {
    if (i !== null) showSector(model.sector[i]! >= 0 ? model.sector[i]! : null, later);
    focusSeat = i;
    syncFocus();
  }

  function seatsScale(): number {
    return Number.isFinite(seatsPxPerUnit) ? (seatsPxPerUnit * SEATS_MARGIN) / fit.k : maxScale;
  }

  function zoomToSector(sectorIndex: number, around?: { x: number; y: number }) {
    const b = model.sectors[sectorIndex]?.bounds;
    if (!b) return;
    const kFit = zoomToFit(fit, b, width, height);
    const k = Math.min(maxScale, Math.max(1, kFit, seatsScale()));
    let cx = (b.minX + b.maxX) / 2;
    let cy = (b.minY + b.maxY) / 2;
    // The sector does not fit at a scale that shows seats: go to where the finger was.
    if (around && k > kFit * 1.01) {
      cx = Math.min(b.maxX, Math.max(b.minX, around.x));
      cy = Math.min(b.maxY, Math.max(b.minY, around.y));
    }
    zoom.set(zoomCentredOn(fit, cx, cy, k, width, height), SECTOR_ZOOM_MS);
  }

  function revealSeat(i: number) {
    const z = zoom.state();
    const needK = Math.min(maxScale, Math.max(z.k, seatsScale()));
    const p = worldToScreen(view, model.x[i]!, model.y[i]!);
    const inside =
      p.x > width * EDGE_SHARE && p.x < width * (1 - EDGE_SHARE) && p.y > height * EDGE_SHARE && p.y < height * (1 - EDGE_SHARE);
    if (needK === z.k && inside) return;
    zoom.set(zoomCentredOn(fit, model.x[i]!, model.y[i]!, needK, width, height), SECTOR_ZOOM_MS);
  }

  function nearestSector(): number | null {
    const c = screenToWorld(view, width / 2, height / 2);
    let best: number | null = null;
    let bestD = Infinity;
    model.sectors.forEach((s, j) => {
      if (s.seats.length === 0) return;
      const d = ((s.bounds.minX + s.bounds.maxX) / 2 - c.x) ** 2 + ((s.bounds.minY + s.bounds.maxY) / 2 - c.y) ** 2;
      if (d < bestD) {
        best = j;
        bestD = d;
      }
    });
    return best;
  }

  function firstSeatOf(sectorIndex: number): number | null {
    const seats = model.sectors[sectorIndex]?.seats;
    if (!seats || seats.length === 0) return null;
    for (const i of seats) if (model.status[i] !== SeatStatus.unavailable) return i;
    return seats[0]!;
  }

  // Pointer input: taps through the index, hover for the mouse.
  function localPoint(clientX: number, clientY: number) {
    const rect = container.getBoundingClientRect();
    return { x: clientX - rect.left, y: clientY - rect.top };
  }

  function handleTap(clientX: number, clientY: number, pointerType: string) {
    const p = localPoint(clientX, clientY);
    const world = screenToWorld(view, p.x, p.y);
    const hit = deps.hitTest(world, view.k, pointerType !== 'mouse');
    if (!hit) return;
    if (hit.kind === 'stand') {
      events.emit('standTap', { id: hit.id });
      return;
    }
    const sectorIndex = hit.kind === 'seat' ? model.sector[hit.index]! : hit.sectorIndex;
    if (renderer.getLod() === 'sectors') {
      // Seats are specks at this zoom: a tap means "take me there".
      if (sectorIndex >= 0) {
        showSector(sectorIndex, true);
        zoomToSector(sectorIndex, world);
      }
      return;
    }
    if (hit.kind === 'seat') {
      setFocusSeat(hit.index, true);
      events.emit('seatTap', { index: hit.index, seatId: model.ids[hit.index]!, source: 'pointer' });
    }
  }

  const tap = createTapDetector({ onTap: (t) => handleTap(t.clientX, t.clientY, t.pointerType) });
  const sample = (e: PointerEvent) => ({ pointerId: e.pointerId, pointerType: e.pointerType, clientX: e.clientX, clientY: e.clientY, time: e.timeStamp });

  disposer.listen(container, 'pointerdown', (e) => {
    if (keyboardMode) {
      keyboardMode = false;
      syncFocus();
    }
    tap.down(sample(e));
  });
  disposer.listen(container, 'pointermove', (e) => {
    tap.move(sample(e));
    if (e.pointerType !== 'mouse' || e.buttons !== 0 || phase.phase === 'moving') return;
    const p = localPoint(e.clientX, e.clientY);
    const hit = deps.hitTest(screenToWorld(view, p.x, p.y), view.k, false);
    const lod = renderer.getLod();
    setHover(hit?.kind === 'seat' && lod !== 'sectors' ? hit.index : null);
    container.style.cursor = hit ? 'pointer' : '';
  });
  disposer.listen(container, 'pointerup', (e) => tap.up(sample(e)));
  disposer.listen(container, 'pointercancel', (e) => tap.cancel(e.pointerId));
  disposer.listen(container, 'pointerleave', (e) => {
    if (e.pointerType === 'mouse') {
      tap.cancel(e.pointerId);
      setHover(null);
    }
  });

  // Keyboard: arrows move between the seats of the focused sector.
  disposer.listen(container, 'keydown', (e) => {
    if (e.altKey || e.ctrlKey || e.metaKey) return;
    const command = keyCommand(e.key);
    if (!command) return;
    switch (command.kind) {
      case 'zoom':
        if (command.action === 'in') api.zoomIn();
        else if (command.action === 'out') api.zoomOut();
        else api.reset();
        break;
      case 'leave':
        if (focusSector === null && focusSeat === null) return;
        focusSeat = null;
        showSector(null);
        break;
      case 'activate':
        if (focusSeat === null) return;
        events.emit('seatTap', { index: focusSeat, seatId: model.ids[focusSeat]!, source: 'keyboard' });
        break;
      case 'move':
      case 'rowEnd':
      case 'sector': {
        keyboardMode = true;
        let next: number | null;
        if (command.kind === 'sector') {
          const count = model.sectors.length;
          let s = focusSector ?? nearestSector() ?? 0;
          next = null;
          for (let n = 0; n < count && next === null; n++) {
            s = (s + command.delta + count) % count;
            next = firstSeatOf(s);
          }
        } else if (focusSeat === null) {
          const s = focusSector ?? nearestSector();
          next = s === null ? null : firstSeatOf(s);
        } else if (command.kind === 'move') {
          next = keyboard.move(focusSeat, command.direction);
        } else {
          // To the end of the row: step until the focus stops moving.
          next = focusSeat;
          for (let n = 0; n < model.seatCount; n++) {
            const after = keyboard.move(next, command.direction);
            if (after === next) break;
            next = after;
          }
        }
        if (next === null) return;
        setFocusSeat(next);
        revealSeat(next);
        break;
      }
    }
    e.preventDefault();
  });
  disposer.listen(container, 'blur', () => {
    keyboardMode = false;
    syncFocus();
  });

  function changed(indices: number[]) {
    if (indices.length === 0) return;
    if (indices.length > BULK_UPDATE) renderer.seatsChanged();
    else renderer.seatsChanged(indices);
    for (const i of indices) if (list.has(i)) list.update(i, optionState(i));
  }

  function setStatus(seatId: number, from: SeatStatusCode | null, to: SeatStatusCode): boolean {
    const i = model.indexOf.get(seatId);
    if (i === undefined) return false;
    if (from !== null && model.status[i] !== from) return false;
    if (model.status[i] === to) return from === null;
    model.status[i] = to;
    changed([i]);
    return true;
  }

  const api: SeatMap = {
    model,
    on: (event, handler) => events.on(event, handler),
    select: (seatId) => setStatus(seatId, SeatStatus.free, SeatStatus.selected),
    unselect: (seatId) => setStatus(seatId, SeatStatus.selected, SeatStatus.free),
    setStatuses(updates) {
      const touched: number[] = [];
      for (const [seatId, status] of updates) {
        const i = model.indexOf.get(seatId);
        if (i === undefined || model.status[i] === status) continue;
        model.status[i] = status;
        touched.push(i);
      }
      changed(touched);
    },
    setStandQuantities(updates) {
      let changed = false;
      for (const [id, quant] of updates) {
        const data = model.standData.get(id);
        if (!data || data.quant === quant || !Number.isFinite(quant)) continue;
        data.quant = quant;
        changed = true;
      }
      if (changed) renderer.standsChanged();
    },
    setCategoryColors: (colors) => renderer.setCategoryColors(colors),
    zoomIn: () => zoom.zoomIn(),
    zoomOut: () => zoom.zoomOut(),
    reset: () => zoom.reset(),
    focusSeat(seatId) {
      const i = model.indexOf.get(seatId);
      if (i === undefined) return false;
      keyboardMode = true;
      setFocusSeat(i);
      revealSeat(i);
      return true;
    },
    zoomToSector: (sectorIndex) => {
      showSector(sectorIndex);
      zoomToSector(sectorIndex);
    },
    getScale: () => zoom.state().k,
    getLod: () => renderer.getLod(),
    seatScreenPoint(seatId) {
      const i = model.indexOf.get(seatId);
      if (i === undefined) return null;
      const rect = container.getBoundingClientRect();
      const p = worldToScreen(view, model.x[i]!, model.y[i]!);
      return { x: rect.left + p.x, y: rect.top + p.y, r: model.r[i]! * view.k };
    },
    hallToClient(x, y) {
      const rect = container.getBoundingClientRect();
      const p = worldToScreen(view, x, y);
      return { x: rect.left + p.x, y: rect.top + p.y };
    },
    stats: () => renderer.stats(),
    resetStats: () => renderer.resetStats(),
    dispose: () => disposer.dispose(),
  };
  return api;
}
