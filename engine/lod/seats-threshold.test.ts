import { describe, expect, it } from 'vitest';
import { seatsThreshold } from './seats-threshold';

describe('seats threshold', () => {
  it('finds where the LOD switches from sectors to seats', () => {
    const t = seatsThreshold((px) => (px < 7.5 ? 'sectors' : px < 20 ? 'seats' : 'seats-and-numbers'));
    expect(t).toBeGreaterThanOrEqual(7.5);
    expect(t).toBeLessThan(7.51);
  });

  it('is Infinity when seats never show, and tiny when they always do', () => {
    expect(seatsThreshold(() => 'sectors')).toBe(Infinity);
    expect(seatsThreshold(() => 'seats')).toBeLessThan(0.001);
  });
});
