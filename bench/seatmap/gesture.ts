// The scripted gesture every map gets: a pinch into the hall's seats, then two pans, with
// the fingers lifted for a moment between them (when the engine redraws crisp). One
// frame of the script is what the browser delivers in one frame on a phone: at most one
// touchmove per finger.

export interface Finger {
  id: number;
  x: number;
  y: number;
}

export interface TouchStep {
  type: 'touchstart' | 'touchmove' | 'touchend';
  /** Fingers on the screen after this event. */
  touches: Finger[];
  /** Fingers this event is about. */
  changed: Finger[];
}

/** What happens in one frame: nothing (a pause), or a few touch events in order. */
export type GestureFrame = TouchStep[];

export interface Point {
  x: number;
  y: number;
}

export interface GesturePlan {
  /** Midpoint of the pinch, client coordinates; the hall point under it stays under it. */
  pinchCentre: Point;
  /** Scale the pinch multiplies the view by (the ratio of finger distances, end over start). */
  pinchScale: number;
  pinchFrames: number;
  pans: Array<{ from: Point; to: Point; frames: number }>;
  /** Frames with no fingers after each movement. */
  holdFrames: number;
}

/** Finger distance at the start of the pinch, CSS px: two fingertips close together. */
export const PINCH_START_PX = 24;

const hold = (frames: number): GestureFrame[] => Array.from({ length: frames }, () => []);

function along(a: Point, b: Point, t: number): Point {
  return { x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t };
}

/** Two fingers on a diagonal through `centre`, `distance` apart. */
function pinchFingers(centre: Point, distance: number): Finger[] {
  const h = distance / 2 / Math.SQRT2;
  return [
    { id: 1, x: centre.x - h, y: centre.y - h },
    { id: 2, x: centre.x + h, y: centre.y + h },
  ];
}

export function pinchFrames(centre: Point, scale: number, frames: number): GestureFrame[] {
  const n = Math.max(1, Math.round(frames));
  const start = pinchFingers(centre, PINCH_START_PX);
  const out: GestureFrame[] = [[{ type: 'touchstart', touches: start, changed: start }]];
  for (let i = 1; i <= n; i++) {
    // Geometric, so the zoom speed looks constant.
    const fingers = pinchFingers(centre, PINCH_START_PX * Math.pow(scale, i / n));
    const frame: GestureFrame = [{ type: 'touchmove', touches: fingers, changed: fingers }];
    if (i === n) frame.push({ type: 'touchend', touches: [], changed: fingers });
    out.push(frame);
  }
  return out;
}

export function panFrames(from: Point, to: Point, frames: number): GestureFrame[] {
  const n = Math.max(1, Math.round(frames));
  const finger = (p: Point): Finger[] => [{ id: 3, x: p.x, y: p.y }];
  const out: GestureFrame[] = [[{ type: 'touchstart', touches: finger(from), changed: finger(from) }]];
  for (let i = 1; i <= n; i++) {
    const f = finger(along(from, to, i / n));
    const frame: GestureFrame = [{ type: 'touchmove', touches: f, changed: f }];
    if (i === n) frame.push({ type: 'touchend', touches: [], changed: f });
    out.push(frame);
  }
  return out;
}

export function scriptGesture(plan: GesturePlan): GestureFrame[] {
  const frames = [...pinchFrames(plan.pinchCentre, plan.pinchScale, plan.pinchFrames), ...hold(plan.holdFrames)];
  for (const pan of plan.pans) frames.push(...panFrames(pan.from, pan.to, pan.frames), ...hold(plan.holdFrames));
  return frames;
}
