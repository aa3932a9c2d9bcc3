import { describe, expect, it } from 'vitest';
import { WHEEL_SPEED } from './constants';
import { wheelDelta, wheelScaleFactor } from './wheel';

describe('wheel speed 0.065 in d3-zoom terms', () => {
  it('scales by 1 + 0.065 × |Δ| / 128 per event: a 100 px notch is about 5%', () => {
    expect(wheelScaleFactor(-100, 0, false)).toBeCloseTo(1 + (WHEEL_SPEED * 100) / 128);
    expect(wheelScaleFactor(-100, 0, false)).toBeCloseTo(1.0508, 3);
  });

  it('zooms out by the reciprocal, so a notch in and a notch out cancel', () => {
    expect(wheelScaleFactor(-100, 0, false) * wheelScaleFactor(100, 0, false)).toBeCloseTo(1);
  });

  it('normalises lines and pages, boosts trackpad pinches, caps one event at 25%', () => {
    expect(wheelScaleFactor(-3, 1, false)).toBeCloseTo(1 + (WHEEL_SPEED * 120) / 128);
    expect(wheelScaleFactor(-1, 2, false)).toBe(1.25);
    expect(wheelScaleFactor(-5, 0, true)).toBeCloseTo(1 + (WHEEL_SPEED * 50) / 128);
    expect(wheelScaleFactor(-100000, 0, false)).toBe(1.25);
    expect(wheelScaleFactor(0, 0, false)).toBe(1);
  });

  it('gives d3 the base-2 logarithm of the factor (d3 scales by 2^wheelDelta)', () => {
    const event = { deltaY: -100, deltaMode: 0, ctrlKey: false } as WheelEvent;
    expect(2 ** wheelDelta(event)).toBeCloseTo(wheelScaleFactor(-100, 0, false));
  });
});
