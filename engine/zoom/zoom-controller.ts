import { select, type Selection } from 'd3-selection';
import { zoom, zoomIdentity, zoomTransform, type D3ZoomEvent, type ZoomBehavior } from 'd3-zoom';
import { BUTTON_STEP, BUTTON_ZOOM_MS, CLICK_DISTANCE_PX, TAP_DISTANCE_PX, ZOOM_MIN } from './constants';
import { clampZoom, easeCubicInOut, identityZoom, interpolateZoomState, type ZoomState } from './fit';
import { flingDuration, flingOffset, PanVelocity } from './fling';
import type { View } from '../render/view';
import { wheelDelta } from './wheel';

export type ZoomSource = 'gesture' | 'program';

export interface ZoomControllerOptions {
  maxScale: number;
  /** What a zoom-button tap multiplies the scale by; the platform's 1 + 0.1 by default. */
  buttonFactor?: number;
  /** The fitted view (scale 1); read when an animation needs hall coordinates. */
  fit: () => View;
  onChange: (state: ZoomState, source: ZoomSource) => void;
  /** For tests: a fake clock and frame loop. */
  now?: () => number;
  requestFrame?: (fn: () => void) => number;
  cancelFrame?: (id: number) => void;
}

export interface ZoomController {
  state(): ZoomState;
  /** The box the map fills, in CSS pixels: d3's extent and translate extent. */
  setSize(width: number, height: number): void;
  /** The largest scale and the buttons' factor (both follow the box: scale 1 is the fit). */
  setLimits(maxScale: number, buttonFactor: number): void;
  /** Jumps (or animates over `ms`) to a zoom state, clamped to the scale and pan limits. */
  set(target: ZoomState, ms?: number): void;
  /** Scales about the centre of the box. */
  scaleBy(factor: number, ms?: number): void;
  zoomIn(): void;
  zoomOut(): void;
  reset(ms?: number): void;
  dispose(): void;
}

/**
 * d3-zoom on the map's element: wheel, drag, pinch, with the platform's constants, and a
 * glide after a drag released while moving (d3 stops dead). d3's own double-click/double-tap
 * zoom is off: a second tap on a seat unselects it.
 */
export function createZoomController(element: HTMLElement, options: ZoomControllerOptions): ZoomController {
  const now = options.now ?? (() => performance.now());
  const requestFrame = options.requestFrame ?? ((fn) => requestAnimationFrame(fn));
  const cancelFrame = options.cancelFrame ?? ((id) => cancelAnimationFrame(id));
  let width = Math.max(1, element.clientWidth);
  let height = Math.max(1, element.clientHeight);
  let animation: number | null = null;
  let maxScale = options.maxScale;
  let buttonFactor = options.buttonFactor ?? 1 + BUTTON_STEP;
  const pan = new PanVelocity();
  let lastK = NaN;

  const selection: Selection<HTMLElement, unknown, null, undefined> = select(element);
  const behavior: ZoomBehavior<HTMLElement, unknown> = zoom<HTMLElement, unknown>()
    .scaleExtent([ZOOM_MIN, maxScale])
    .extent(() => [[0, 0], [width, height]])
    .translateExtent([[0, 0], [width, height]])
    .clickDistance(CLICK_DISTANCE_PX)
    .tapDistance(TAP_DISTANCE_PX)
    .wheelDelta(wheelDelta)
    .on('start', (event: D3ZoomEvent<HTMLElement, unknown>) => {
      // A finger or the wheel takes over from any running animation or glide.
      if (!event.sourceEvent) return;
      stopAnimation();
      pan.reset();
      lastK = NaN;
    })
    .on('zoom', (event: D3ZoomEvent<HTMLElement, unknown>) => {
      const t = event.transform;
      const source = event.sourceEvent as Event | null;
      if (source) {
        // Only a pan throws: a pinch or the wheel changes the scale and starts afresh.
        if (t.k !== lastK) pan.reset();
        lastK = t.k;
        pan.add(source.timeStamp, t.x, t.y);
      }
      options.onChange({ k: t.k, x: t.x, y: t.y }, source ? 'gesture' : 'program');
    })
    .on('end', (event: D3ZoomEvent<HTMLElement, unknown>) => {
      const source = event.sourceEvent as Event | null;
      if (!source || source.type === 'wheel') return;
      const v = pan.release(source.timeStamp);
      pan.reset();
      if (v) fling(v);
    });
  selection.call(behavior).on('dblclick.zoom', null);

  function state(): ZoomState {
    const t = zoomTransform(element);
    return { k: t.k, x: t.x, y: t.y };
  }

  function apply(z: ZoomState) {
    behavior.transform(selection, zoomIdentity.translate(z.x, z.y).scale(z.k));
  }

  function stopAnimation() {
    if (animation !== null) cancelFrame(animation);
    animation = null;
  }

  /** The view glides on from where the finger left it, slowing down, until it rests or meets an edge. */
  function fling(v: { vx: number; vy: number }) {
    stopAnimation();
    const from = state();
    const start = now();
    const duration = flingDuration(v);
    let last = from;
    const step = () => {
      const t = Math.min(duration, now() - start);
      const o = flingOffset(v, t);
      const z = clampZoom({ k: from.k, x: from.x + o.x, y: from.y + o.y }, width, height, ZOOM_MIN, maxScale);
      const stuck = z.x === last.x && z.y === last.y;
      animation = t < duration && !stuck ? requestFrame(step) : null;
      if (!stuck) apply(z);
      last = z;
    };
    animation = requestFrame(step);
  }

  function set(target: ZoomState, ms = 0) {
    stopAnimation();
    const to = clampZoom(target, width, height, ZOOM_MIN, maxScale);
    if (ms <= 0) {
      apply(to);
      return;
    }
    const from = state();
    const start = now();
    const step = () => {
      const t = Math.min(1, (now() - start) / ms);
      const z = interpolateZoomState(options.fit(), from, to, easeCubicInOut(t), width, height);
      animation = t < 1 ? requestFrame(step) : null;
      apply(t >= 1 ? to : clampZoom(z, width, height, ZOOM_MIN, maxScale));
    };
    animation = requestFrame(step);
  }

  function scaleBy(factor: number, ms = 0) {
    const z = state();
    const k = Math.min(maxScale, Math.max(ZOOM_MIN, z.k * factor));
    // Keep the centre of the box on the same hall point.
    const cx = width / 2;
    const cy = height / 2;
    const ratio = k / z.k;
    set({ k, x: cx - (cx - z.x) * ratio, y: cy - (cy - z.y) * ratio }, ms);
  }

  return {
    state,
    setSize(w, h) {
      width = Math.max(1, w);
      height = Math.max(1, h);
      behavior.translateExtent([[0, 0], [width, height]]);
    },
    setLimits(max, factor) {
      maxScale = Math.max(ZOOM_MIN, max);
      buttonFactor = Math.max(1 + BUTTON_STEP, factor);
      behavior.scaleExtent([ZOOM_MIN, maxScale]);
    },
    set,
    scaleBy,
    zoomIn: () => scaleBy(buttonFactor, BUTTON_ZOOM_MS),
    zoomOut: () => scaleBy(1 / buttonFactor, BUTTON_ZOOM_MS),
    reset: (ms = BUTTON_ZOOM_MS) => set(identityZoom, ms),
    dispose() {
      stopAnimation();
      selection.on('.zoom', null);
      delete (element as { __zoom?: unknown }).__zoom;
      element.style.removeProperty('-webkit-tap-highlight-color');
    },
  };
}
