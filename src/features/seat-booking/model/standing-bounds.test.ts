import { describe, expect, it } from 'vitest';
import { clampQuantity, standingMax } from './standing-bounds';

describe('standing place quantity bounds', () => {
  it('is bounded by the places left in the area', () => {
    expect(standingMax({ quant: 2, limit: 6, held: 0, available: 6 })).toBe(2);
  });
  it('is bounded by the place limit, counting what the cart holds of it', () => {
    expect(standingMax({ quant: 100, limit: 6, held: 4, available: 6 })).toBe(2);
  });
  it('is bounded by the space left in the cart', () => {
    expect(standingMax({ quant: 100, limit: 6, held: 0, available: 3 })).toBe(3);
  });
  it('is 0 when nothing fits, never negative', () => {
    expect(standingMax({ quant: 0, limit: 6, held: 0, available: 6 })).toBe(0);
    expect(standingMax({ quant: 3, limit: 6, held: 5, available: 1 })).toBe(0);
    expect(standingMax({ quant: Number.NaN, limit: 6, held: 0, available: 6 })).toBe(0);
  });
  it('keeps the stepper within 1…max', () => {
    expect(clampQuantity(0, 4)).toBe(1);
    expect(clampQuantity(9, 4)).toBe(4);
    expect(clampQuantity(2.6, 4)).toBe(3);
    expect(clampQuantity(Number.NaN, 4)).toBe(1);
    expect(clampQuantity(3, 0)).toBe(0);
  });
});
