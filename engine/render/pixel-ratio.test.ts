import { describe, expect, it } from 'vitest';
import { cappedPixelRatio } from './pixel-ratio';

describe('backing-store pixel ratio', () => {
  it('is the device ratio capped at 2', () => {
    expect(cappedPixelRatio(3)).toBe(2);
    expect(cappedPixelRatio(2.625)).toBe(2);
    expect(cappedPixelRatio(1.5)).toBe(1.5);
    expect(cappedPixelRatio(1)).toBe(1);
    expect(cappedPixelRatio(undefined)).toBe(1);
    expect(cappedPixelRatio(Number.NaN)).toBe(1);
  });
});
