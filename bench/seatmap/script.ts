// The input the benchmark gives every map, as a finger and a wheel would: timed steps that
// the runner sends through the DevTools protocol (Input.dispatchTouchEvent and
// Input.dispatchMouseEvent), so that Chromium's own input pipeline delivers them:
// hit testing, touch-action, coalescing of moves while the page is busy, pointer events,
// the tap's click. Times are ms from the start of a phase; a finger moves at 60 Hz
// whatever the page does meanwhile.

export interface Point {
  x: number;
  y: number;
}

export interface Finger extends Point {
  id: number;
}

export type InputStep =
  | { at: number; kind: 'touch'; type: 'touchStart' | 'touchMove' | 'touchEnd'; points: Finger[] }
  | { at: number; kind: 'wheel'; x: number; y: number; deltaY: number };

export interface Phase {
  name: PhaseName;
  steps: InputStep[];
  /** After the last step the frames are still measured this long: the crisp redraw, a glide, a slow map's backlog. */
  tailMs: number;
}

export type PhaseName = 'pinch' | 'pan' | 'fling' | 'wheel' | 'long wheel' | 'long pinch' | 'after taps';
export const PHASES_BEFORE_TAPS: readonly PhaseName[] = ['pinch', 'pan', 'fling', 'wheel', 'long wheel', 'long pinch'];
/** The long wheel: a notch a frame, this many, in runs of LONG_WHEEL_RUN out and back in (it ends where it began). */
export const LONG_WHEEL_NOTCHES = 120;
const LONG_WHEEL_RUN = 20;
/** The long pinch: the fingers close for this many frames without lifting, then open as many. */
const LONG_PINCH_FRAMES = 60;
/** …from this far apart to a quarter of it: × 1/4, then × 4 back. */
const LONG_PINCH_SPAN_PX = 280;

/** A display frame: one move per finger per frame, as a 60 Hz touch screen reports them. */
export const FRAME_MS = 1000 / 60;
/** Fingers of one pinch go from this far apart… */
export const PINCH_FROM_PX = 40;
/** …to at most this far (a thumb and a finger on a phone): a bigger zoom takes several pinches. */
export const PINCH_TO_PX = 280;
/** Between two pinches the fingers are off the glass this long. */
const REGRIP_MS = 120;
/** A pan ends with the finger held still this long before it lifts: a placed finger, not a throw. */
const PAN_REST_MS = 100;
const TAIL_MS = 700;
/** A glide lasts up to about 2 s (τ 325 ms at the fling's speed): measured to its end and the crisp frame. */
const FLING_TAIL_MS = 2200;

const smoothstep = (t: number) => t * t * (3 - 2 * t);

function diagonal(centre: Point, distance: number, first: number): Finger[] {
  const h = distance / 2 / Math.SQRT2;
  return [
    { id: first, x: centre.x - h, y: centre.y - h },
    { id: first + 1, x: centre.x + h, y: centre.y + h },
  ];
}

/**
 * Two fingers moving apart (or together, for `scale` < 1) about `centre`, geometrically so
 * that the zoom speed looks constant, `frames` moves a pinch; as many pinches as the
 * fingers' span needs, the fingers lifted in between.
 */
export function pinch(centre: Point, scale: number, frames: number, start = 0): InputStep[] {
  const span = PINCH_TO_PX / PINCH_FROM_PX;
  const count = Math.max(1, Math.ceil(Math.abs(Math.log(scale)) / Math.log(span) - 1e-9));
  const each = Math.pow(scale, 1 / count);
  const from = each >= 1 ? PINCH_FROM_PX : PINCH_FROM_PX / each;
  const to = from * each;
  const steps: InputStep[] = [];
  let t = start;
  for (let p = 0; p < count; p++) {
    const id = 1 + 2 * p;
    steps.push({ at: t, kind: 'touch', type: 'touchStart', points: diagonal(centre, from, id) });
    for (let i = 1; i <= frames; i++) {
      t += FRAME_MS;
      steps.push({ at: t, kind: 'touch', type: 'touchMove', points: diagonal(centre, from * Math.pow(to / from, i / frames), id) });
    }
    t += FRAME_MS / 2;
    steps.push({ at: t, kind: 'touch', type: 'touchEnd', points: [] });
    if (p < count - 1) t += REGRIP_MS;
  }
  return steps;
}

/** One finger from `from` to `to`, speeding up and slowing down, held still, then lifted. */
export function pan(from: Point, to: Point, frames: number, start = 0, id = 20): InputStep[] {
  const at = (u: number): Finger[] => [{ id, x: from.x + (to.x - from.x) * u, y: from.y + (to.y - from.y) * u }];
  const steps: InputStep[] = [{ at: start, kind: 'touch', type: 'touchStart', points: at(0) }];
  let t = start;
  for (let i = 1; i <= frames; i++) {
    t += FRAME_MS;
    steps.push({ at: t, kind: 'touch', type: 'touchMove', points: at(smoothstep(i / frames)) });
  }
  steps.push({ at: t + PAN_REST_MS, kind: 'touch', type: 'touchEnd', points: [] });
  return steps;
}

/** A throw: one finger at a steady speed, lifted while still moving. */
export function fling(from: Point, to: Point, frames: number, start = 0, id = 30): InputStep[] {
  const at = (u: number): Finger[] => [{ id, x: from.x + (to.x - from.x) * u, y: from.y + (to.y - from.y) * u }];
  const steps: InputStep[] = [{ at: start, kind: 'touch', type: 'touchStart', points: at(0) }];
  let t = start;
  for (let i = 1; i <= frames; i++) {
    t += FRAME_MS;
    steps.push({ at: t, kind: 'touch', type: 'touchMove', points: at(i / frames) });
  }
  steps.push({ at: t + FRAME_MS / 2, kind: 'touch', type: 'touchEnd', points: [] });
  return steps;
}

/** Wheel notches of `deltaY` CSS px (positive: zoom out) every `everyMs`. */
export function wheel(at: Point, deltaY: number, notches: number, everyMs: number, start = 0): InputStep[] {
  return Array.from({ length: notches }, (_, i) => ({ at: start + i * everyMs, kind: 'wheel' as const, x: at.x, y: at.y, deltaY }));
}

/**
 * A mouse wheel spun continuously: a notch every frame, `notches` in all, in runs of `run`
 * out (deltaY > 0) then back in, so the zoom stays near where it began and every notch moves it.
 */
export function longWheel(at: Point, notches: number, run: number, start = 0): InputStep[] {
  return Array.from({ length: notches }, (_, i) => ({
    at: start + i * FRAME_MS,
    kind: 'wheel' as const,
    x: at.x,
    y: at.y,
    deltaY: Math.floor(i / run) % 2 === 0 ? 100 : -100,
  }));
}

/** One long pinch without lifting: the fingers close over `frames` frames (× 1/4) and open again over as many. */
export function longPinch(centre: Point, frames: number, fromPx: number, start = 0, id = 50): InputStep[] {
  const steps: InputStep[] = [{ at: start, kind: 'touch', type: 'touchStart', points: diagonal(centre, fromPx, id) }];
  let t = start;
  for (let i = 1; i <= 2 * frames; i++) {
    t += FRAME_MS;
    // Geometric: the zoom speed looks constant; down to a quarter of the span and back.
    const u = i <= frames ? i / frames : 2 - i / frames;
    steps.push({ at: t, kind: 'touch', type: 'touchMove', points: diagonal(centre, fromPx * Math.pow(0.25, u), id) });
  }
  steps.push({ at: t + FRAME_MS / 2, kind: 'touch', type: 'touchEnd', points: [] });
  return steps;
}

/** A finger resting `pressMs` on a point. */
export function tap(at: Point, pressMs: number, id = 40): InputStep[] {
  return [
    { at: 0, kind: 'touch', type: 'touchStart', points: [{ id, ...at }] },
    { at: pressMs, kind: 'touch', type: 'touchEnd', points: [] },
  ];
}

const end = (steps: InputStep[]) => (steps.length ? steps[steps.length - 1]!.at : 0);

/** Steps one after another, `gapMs` apart. */
function chain(parts: Array<(start: number) => InputStep[]>, gapMs: number): InputStep[] {
  const out: InputStep[] = [];
  let t = 0;
  for (const part of parts) {
    const steps = part(out.length ? t + gapMs : 0);
    out.push(...steps);
    t = end(steps);
  }
  return out;
}

export interface ScriptPlan {
  width: number;
  height: number;
  /** Where the first pinch zooms in: a seat of the upper stand on screen at fit. */
  pinchCentre: Point;
  /** The zoom scale (1 = fit) the pinches aim at: seat level, where a finger can choose a seat. */
  targetScale: number;
}

/**
 * Before the taps: pinch from the whole hall down to seat level, pan along the rows,
 * throw the map, zoom out and back in with the wheel. Each phase is measured with the
 * frames that follow it, where the engine redraws crisp.
 */
export function phasesBeforeTaps(plan: ScriptPlan): Phase[] {
  const { width: w, height: h } = plan;
  const centre = { x: w / 2, y: h / 2 };
  return [
    { name: 'pinch', steps: pinch(plan.pinchCentre, plan.targetScale, 48), tailMs: TAIL_MS },
    { name: 'pan', steps: pan({ x: w * 0.8, y: h * 0.5 }, { x: w * 0.8 - 300, y: h * 0.5 }, 48), tailMs: TAIL_MS },
    { name: 'fling', steps: fling({ x: w * 0.3, y: h * 0.6 }, { x: w * 0.3 + 140, y: h * 0.6 - 60 }, 8), tailMs: FLING_TAIL_MS },
    { name: 'wheel', steps: [...wheel(centre, 100, 4, 80), ...wheel(centre, -100, 4, 80, 4 * 80 + 300)], tailMs: TAIL_MS },
    // A mouse wheel spun for two seconds, and a pinch held for two: the gestures' steady state, not their start.
    { name: 'long wheel', steps: longWheel(centre, LONG_WHEEL_NOTCHES, LONG_WHEEL_RUN), tailMs: TAIL_MS },
    { name: 'long pinch', steps: longPinch(centre, LONG_PINCH_FRAMES, LONG_PINCH_SPAN_PX), tailMs: TAIL_MS },
  ];
}

/** After seats were tapped: pan, pinch further in, pan back, throw: the moves that once left ghosts. */
export function phaseAfterTaps(plan: ScriptPlan): Phase {
  const { width: w, height: h } = plan;
  const centre = { x: w / 2, y: h / 2 };
  const steps = chain(
    [
      (s) => pan({ x: w * 0.3, y: h * 0.65 }, { x: w * 0.3 + 120, y: h * 0.65 - 200 }, 32, s),
      (s) => pinch(centre, 1.5, 24, s),
      (s) => pan({ x: w * 0.7, y: h * 0.4 }, { x: w * 0.7 - 150, y: h * 0.4 + 120 }, 32, s),
      (s) => fling({ x: w * 0.6, y: h * 0.5 }, { x: w * 0.6 - 120, y: h * 0.5 + 50 }, 8, s),
    ],
    250,
  );
  return { name: 'after taps', steps, tailMs: FLING_TAIL_MS };
}
