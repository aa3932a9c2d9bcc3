import { describe, expect, it } from 'vitest';
import { fling, FRAME_MS, LONG_WHEEL_NOTCHES, longPinch, longWheel, pan, phaseAfterTaps, phasesBeforeTaps, pinch, PINCH_FROM_PX, PINCH_TO_PX, wheel, type InputStep } from './script';

type Touch = Extract<InputStep, { kind: 'touch' }>;
const touches = (steps: InputStep[]) => steps.filter((s): s is Touch => s.kind === 'touch');
const span = (s: Touch) => Math.hypot(s.points[0]!.x - s.points[1]!.x, s.points[0]!.y - s.points[1]!.y);

describe('the input script', () => {
  it('pinches about a fixed midpoint by the asked scale, in as many pinches as the fingers\' span needs', () => {
    const steps = touches(pinch({ x: 200, y: 300 }, 30, 10));
    const starts = steps.filter((s) => s.type === 'touchStart');
    expect(starts).toHaveLength(2);
    let scale = 1;
    for (const [i, start] of steps.entries()) {
      if (start.type !== 'touchStart') continue;
      const last = steps.slice(i + 1).find((s, j, rest) => s.type === 'touchMove' && rest[j + 1]?.type === 'touchEnd')!;
      scale *= span(last) / span(start);
      expect(span(last)).toBeLessThanOrEqual(PINCH_TO_PX + 1e-6);
      expect((last.points[0]!.x + last.points[1]!.x) / 2).toBeCloseTo(200);
      expect((last.points[0]!.y + last.points[1]!.y) / 2).toBeCloseTo(300);
    }
    expect(scale).toBeCloseTo(30);
    expect(steps.at(-1)).toMatchObject({ type: 'touchEnd', points: [] });
    // A zoom out brings the fingers together.
    const out = touches(pinch({ x: 200, y: 300 }, 0.5, 10));
    expect(span(out.at(-2)!)).toBeCloseTo(PINCH_FROM_PX);
    expect(span(out[0]!)).toBeCloseTo(PINCH_FROM_PX * 2);
  });

  it('moves at 60 Hz: one move per finger per frame, times increasing', () => {
    const steps = pinch({ x: 200, y: 300 }, 4, 12);
    for (let i = 1; i < steps.length; i++) expect(steps[i]!.at).toBeGreaterThan(steps[i - 1]!.at);
    const moves = steps.filter((s) => s.kind === 'touch' && s.type === 'touchMove');
    expect(moves[1]!.at - moves[0]!.at).toBeCloseTo(FRAME_MS);
  });

  it('ends a pan with the finger at rest and a throw with the finger moving', () => {
    const p = touches(pan({ x: 0, y: 0 }, { x: 100, y: 50 }, 8));
    const lastMove = p.at(-2)!;
    expect(lastMove.points[0]).toMatchObject({ x: 100, y: 50 });
    // Eased: the last frame moves far less than the middle one.
    const dx = (i: number) => p[i]!.points[0]!.x - p[i - 1]!.points[0]!.x;
    expect(dx(8)).toBeLessThan(dx(4) / 3);
    expect(p.at(-1)!.at - lastMove.at).toBeGreaterThanOrEqual(60);
    const f = touches(fling({ x: 0, y: 0 }, { x: 80, y: 0 }, 8));
    const fx = (i: number) => f[i]!.points[0]!.x - f[i - 1]!.points[0]!.x;
    expect(fx(8)).toBeCloseTo(fx(2));
    expect(f.at(-1)!.at - f.at(-2)!.at).toBeLessThan(FRAME_MS);
  });

  it('spins the wheel notch by notch', () => {
    expect(wheel({ x: 5, y: 6 }, 100, 3, 80, 10)).toEqual([0, 1, 2].map((i) => ({ at: 10 + 80 * i, kind: 'wheel', x: 5, y: 6, deltaY: 100 })));
  });

  it('spins the wheel a notch a frame for the long wheel, out and back in, ending at the scale it began', () => {
    const steps = longWheel({ x: 5, y: 6 }, 120, 20);
    expect(steps).toHaveLength(120);
    expect(steps[1]!.at - steps[0]!.at).toBeCloseTo(FRAME_MS);
    const deltas = steps.map((s) => (s.kind === 'wheel' ? s.deltaY : 0));
    expect(deltas.reduce((a, b) => a + b, 0)).toBe(0);
    expect(deltas.slice(0, 20).every((d) => d > 0)).toBe(true);
    expect(deltas.slice(20, 40).every((d) => d < 0)).toBe(true);
  });

  it('holds one long pinch: fingers close to a quarter and open again, never lifted in between', () => {
    const steps = touches(longPinch({ x: 195, y: 422 }, 60, 280));
    expect(steps.filter((s) => s.type === 'touchStart')).toHaveLength(1);
    expect(steps.filter((s) => s.type === 'touchMove')).toHaveLength(120);
    expect(span(steps[60]!)).toBeCloseTo(70);
    expect(span(steps[120]!)).toBeCloseTo(280);
    expect(steps.at(-1)).toMatchObject({ type: 'touchEnd', points: [] });
  });

  it('goes to seat level, pans, throws and wheels before the taps, and moves again after them', () => {
    const plan = { width: 390, height: 844, pinchCentre: { x: 195, y: 300 }, targetScale: 25 };
    const before = phasesBeforeTaps(plan);
    expect(before.map((p) => p.name)).toEqual(['pinch', 'pan', 'fling', 'wheel', 'long wheel', 'long pinch']);
    expect(before.find((p) => p.name === 'long wheel')!.steps).toHaveLength(LONG_WHEEL_NOTCHES);
    const after = phaseAfterTaps(plan);
    expect(after.steps.filter((s) => s.kind === 'touch' && s.type === 'touchStart').length).toBeGreaterThanOrEqual(4);
    for (const phase of [...phasesBeforeTaps(plan), after]) {
      for (let i = 1; i < phase.steps.length; i++) expect(phase.steps[i]!.at).toBeGreaterThanOrEqual(phase.steps[i - 1]!.at);
      for (const s of touches(phase.steps)) for (const f of s.points) {
        expect(f.x).toBeGreaterThanOrEqual(0);
        expect(f.x).toBeLessThanOrEqual(390);
      }
    }
  });
});
