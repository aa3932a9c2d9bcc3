import { describe, expect, it } from 'vitest';
import { BUTTON_STEP, CLICK_DISTANCE_PX, maxScaleFor, scalePercent, TAP_DISTANCE_PX, WHEEL_SPEED, ZOOM_MAX, ZOOM_MIN } from './constants';

describe('zoom constants (docs/product/scheme.md)', () => {
  it('match the spec', () => {
    expect(ZOOM_MIN).toBe(1);
    expect(ZOOM_MAX).toBe(24);
    expect(WHEEL_SPEED).toBe(0.065);
    expect(BUTTON_STEP).toBe(0.1);
    expect(CLICK_DISTANCE_PX).toBeGreaterThanOrEqual(3);
    expect(TAP_DISTANCE_PX).toBeGreaterThan(CLICK_DISTANCE_PX);
  });

  it('take zoommax from the map when it is sensible', () => {
    expect(maxScaleFor(30)).toBe(30);
    expect(maxScaleFor(undefined)).toBe(24);
    expect(maxScaleFor(0)).toBe(24);
    expect(maxScaleFor(Number.NaN)).toBe(24);
  });

  it('labels the scale in percent of the fitted hall', () => {
    expect(scalePercent(1)).toBe(100);
    expect(scalePercent(1.1)).toBe(110);
    expect(scalePercent(24)).toBe(2400);
  });
});
