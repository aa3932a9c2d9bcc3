// Momentum after a pan: a finger that leaves the glass while moving throws the map, which
// keeps the finger's velocity and slows down exponentially, as a phone's own lists do.
// Offset after t ms for a release velocity v (px/ms): v·τ·(1 − e^(−t/τ)); its speed
// v·e^(−t/τ) starts at the finger's and only falls (an ease-out), and the whole glide is
// v·τ long.

/** Time constant of the slow-down, ms: a throw at 1 px/ms glides 325 px. */
export const FLING_TAU_MS = 325;
/** Slower releases are a placed finger, not a throw (px/ms: 200 px/s). */
export const FLING_MIN_SPEED = 0.2;
/** Faster ones are capped, so that a glitch in the samples cannot throw the map away. */
export const FLING_MAX_SPEED = 4;
/** The velocity is the movement over about the last this many ms before the release. */
export const VELOCITY_WINDOW_MS = 100;
/** A finger that stood still this long before lifting lifts without a throw. */
export const RELEASE_PAUSE_MS = 60;
/** The glide ends when less than this much of it is left, CSS px. */
const REST_PX = 0.5;

export interface Velocity {
  vx: number;
  vy: number;
}

/** How far the view has glided `t` ms after a release at `v` (px/ms). */
export function flingOffset(v: Velocity, t: number, tau = FLING_TAU_MS): { x: number; y: number } {
  const s = tau * (1 - Math.exp(-Math.max(0, t) / tau));
  return { x: v.vx * s, y: v.vy * s };
}

/** How long the glide lasts: until less than half a pixel of it is left. */
export function flingDuration(v: Velocity, tau = FLING_TAU_MS): number {
  const total = Math.hypot(v.vx, v.vy) * tau;
  return total <= REST_PX ? 0 : tau * Math.log(total / REST_PX);
}

/**
 * The pan positions of the last moments of a drag, with their event times; the release
 * velocity is read from them. Cleared when the gesture zooms (a pinch does not fling).
 */
export class PanVelocity {
  private samples: Array<{ t: number; x: number; y: number }> = [];

  add(t: number, x: number, y: number): void {
    const last = this.samples[this.samples.length - 1];
    if (last && t < last.t) this.samples.length = 0;
    this.samples.push({ t, x, y });
    // Only the window before the newest sample is ever read.
    while (this.samples.length > 2 && this.samples[1]!.t <= t - VELOCITY_WINDOW_MS) this.samples.shift();
  }

  reset(): void {
    this.samples.length = 0;
  }

  /** The throw at a release at time `t`, or null when the finger was not moving then. */
  release(t: number): Velocity | null {
    const s = this.samples;
    const last = s[s.length - 1];
    if (!last || s.length < 2 || t - last.t > RELEASE_PAUSE_MS) return null;
    let first = s[0]!;
    for (const p of s) {
      if (p.t >= last.t - VELOCITY_WINDOW_MS) {
        first = p;
        break;
      }
    }
    const dt = last.t - first.t;
    if (dt <= 0) return null;
    let vx = (last.x - first.x) / dt;
    let vy = (last.y - first.y) / dt;
    const speed = Math.hypot(vx, vy);
    if (speed < FLING_MIN_SPEED) return null;
    if (speed > FLING_MAX_SPEED) {
      vx *= FLING_MAX_SPEED / speed;
      vy *= FLING_MAX_SPEED / speed;
    }
    return { vx, vy };
  }
}
