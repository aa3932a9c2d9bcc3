import { describe, expect, it } from 'vitest';
import { FLING_MAX_SPEED, FLING_TAU_MS, flingDuration, flingOffset, PanVelocity, RELEASE_PAUSE_MS } from './fling';

describe('fling: momentum that eases out', () => {
  it('starts at the finger\'s speed and only slows down', () => {
    const v = { vx: 1.5, vy: -0.5 };
    expect(Math.hypot(flingOffset(v, 0).x, flingOffset(v, 0).y)).toBe(0);
    // The first millisecond moves as fast as the finger did.
    expect(flingOffset(v, 1).x).toBeCloseTo(1.5, 2);
    let lastX = 0;
    let lastStep = Infinity;
    for (let t = 16; t <= 2000; t += 16) {
      const x = flingOffset(v, t).x;
      const step = x - lastX;
      expect(step).toBeGreaterThan(0);
      expect(step).toBeLessThan(lastStep);
      lastX = x;
      lastStep = step;
    }
  });

  it('glides v·τ in all, in the finger\'s direction, and stops when under half a pixel is left', () => {
    const v = { vx: 0.6, vy: 0.8 };
    const far = flingOffset(v, 100 * FLING_TAU_MS);
    expect(far.x).toBeCloseTo(0.6 * FLING_TAU_MS);
    expect(far.y).toBeCloseTo(0.8 * FLING_TAU_MS);
    const d = flingDuration(v);
    const end = flingOffset(v, d);
    expect(Math.hypot(far.x - end.x, far.y - end.y)).toBeCloseTo(0.5, 5);
    expect(flingDuration({ vx: 0.001, vy: 0 })).toBe(0);
  });
});

describe('release velocity', () => {
  const drag = (tracker: PanVelocity, pxPerMs: number, from = 0, until = 200) => {
    for (let t = from; t <= until; t += 16) tracker.add(t, 100 + pxPerMs * t, 50);
  };

  it('is the finger\'s velocity over its last moments', () => {
    const p = new PanVelocity();
    // Slow first, then fast: only the end counts.
    for (let t = 0; t < 300; t += 16) p.add(t, 0.1 * t, 0);
    for (let t = 304; t <= 400; t += 16) p.add(t, 30 + 2 * (t - 300), -(t - 300));
    const v = p.release(410)!;
    expect(v.vx).toBeCloseTo(2, 1);
    expect(v.vy).toBeCloseTo(-1, 1);
  });

  it('is none when the finger stood still before lifting, moved slowly, or did not move', () => {
    const p = new PanVelocity();
    drag(p, 1.5);
    expect(p.release(200 + RELEASE_PAUSE_MS + 1)).toBeNull();
    const slow = new PanVelocity();
    drag(slow, 0.05);
    expect(slow.release(205)).toBeNull();
    const still = new PanVelocity();
    still.add(0, 5, 5);
    expect(still.release(5)).toBeNull();
  });

  it('is capped, and forgotten on reset', () => {
    const p = new PanVelocity();
    drag(p, 50);
    expect(Math.hypot(p.release(201)!.vx, p.release(201)!.vy)).toBeCloseTo(FLING_MAX_SPEED);
    p.reset();
    expect(p.release(201)).toBeNull();
  });
});
