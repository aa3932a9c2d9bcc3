import { describe, expect, it } from 'vitest';
import { FINGER_TARGET_PX } from '../lod/touch-size';
import { BUTTON_STEP } from './constants';
import { BUTTON_TAPS_TO_SEATS, SEAT_LEVEL_MARGIN, zoomLimits } from './limits';

// The demo halls on a 390 × 844 phone (fixtures/halls' generator, seat radius 0.45):
// CSS px per hall unit at fit, and where the LOD starts drawing seats.
const r = 0.45;
const halls = [
  { seats: 1_000, fit: 5.904 },
  { seats: 10_000, fit: 1.386 },
  { seats: 50_000, fit: 0.619 },
  { seats: 100_000, fit: 0.433 },
  { seats: 200_000, fit: 0.306 },
];
const seatsPx = 2 / r;

/** The scale after `taps` presses of zoom in from the whole hall, clamped as the controller clamps. */
function afterTaps(factor: number, max: number, taps: number): number {
  let k = 1;
  for (let i = 0; i < taps; i++) k = Math.min(max, k * factor);
  return k;
}

describe('zoom limits: buttons and maximum per hall', () => {
  it('reach finger-sized seats from the whole hall in four taps, and not in three', () => {
    for (const { fit } of halls) {
      const l = zoomLimits({ fitPxPerUnit: fit, seatRadius: r, seatsPxPerUnit: seatsPx, zoommax: 24 });
      const radiusPx = (k: number) => r * fit * k;
      expect(2 * radiusPx(afterTaps(l.buttonFactor, l.maxScale, BUTTON_TAPS_TO_SEATS))).toBeGreaterThanOrEqual(FINGER_TARGET_PX * SEAT_LEVEL_MARGIN * 0.999);
      // No bigger a step than that takes: one step less falls short in four taps.
      if (l.buttonSteps > 1) {
        const smaller = Math.pow(1 + BUTTON_STEP, l.buttonSteps - 1);
        expect(afterTaps(smaller, l.maxScale, BUTTON_TAPS_TO_SEATS)).toBeLessThan(l.seatLevel);
      }
    }
  });

  it('are whole multiples of the spec step 0.1: (1 + 0.1)^n per tap', () => {
    const l = zoomLimits({ fitPxPerUnit: 0.433, seatRadius: r, seatsPxPerUnit: seatsPx, zoommax: 24 });
    expect(l.buttonSteps).toBe(9);
    expect(l.buttonFactor).toBeCloseTo(1.1 ** 9, 10);
    // About 17 taps of ×1.1 before; 4 now.
    expect(Math.ceil(Math.log(l.seatLevel) / Math.log(1.1))).toBeGreaterThanOrEqual(17);
  });

  it('keep the spec step where seats are finger-sized at once', () => {
    const l = zoomLimits({ fitPxPerUnit: 30, seatRadius: r, seatsPxPerUnit: seatsPx, zoommax: 24 });
    expect(l.seatLevel).toBe(1);
    expect(l.buttonSteps).toBe(1);
    expect(l.buttonFactor).toBeCloseTo(1 + BUTTON_STEP);
  });

  it('keep zoommax where seats get finger-sized before it, and raise it where they would not', () => {
    expect(zoomLimits({ fitPxPerUnit: 1.386, seatRadius: r, seatsPxPerUnit: seatsPx, zoommax: 24 }).maxScale).toBe(24);
    expect(zoomLimits({ fitPxPerUnit: 1.386, seatRadius: r, seatsPxPerUnit: seatsPx, zoommax: 40 }).maxScale).toBe(40);
    const big = zoomLimits({ fitPxPerUnit: 0.306, seatRadius: r, seatsPxPerUnit: seatsPx, zoommax: 24 });
    expect(big.seatLevel).toBeGreaterThan(24);
    expect(big.maxScale).toBeGreaterThan(big.seatLevel);
  });

  it('go to where the LOD draws seats when its threshold is past finger size, and to zoommax without seats', () => {
    const late = zoomLimits({ fitPxPerUnit: 1, seatRadius: r, seatsPxPerUnit: 20, zoommax: 24 });
    expect(late.seatLevel).toBeCloseTo(20 * SEAT_LEVEL_MARGIN);
    expect(zoomLimits({ fitPxPerUnit: 1, seatRadius: 0, seatsPxPerUnit: Infinity, zoommax: 24 }).seatLevel).toBe(24);
  });
});
