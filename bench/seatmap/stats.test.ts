import { describe, expect, it } from 'vitest';
import { countOver, median, p95, quantile, shareOver, worst } from './stats';

describe('frame statistics', () => {
  it('interpolates between closest ranks', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(quantile([0, 10], 0.95)).toBeCloseTo(9.5);
    expect(p95(Array.from({ length: 101 }, (_, i) => i))).toBe(95);
  });

  it('has no value without samples and ignores non-numbers', () => {
    expect(median([])).toBeNull();
    expect(median([NaN, 5, Infinity])).toBe(5);
  });
});

describe('long frames', () => {
  it('finds the worst and counts those over 50 ms', () => {
    expect(worst([16.7, 83.3, 33.3])).toBe(83.3);
    expect(worst([])).toBeNull();
    expect(countOver([16.7, 50, 50.1, 83.3])).toBe(2);
    expect(countOver([16.7, 20], 17)).toBe(1);
  });
});

describe('time in long frames', () => {
  it('weighs frames by how long they last: two long frames of a slow map are most of its time', () => {
    expect(shareOver([16.7, 16.7, 16.7, 16.7, 2000, 2000])).toBeCloseTo(4000 / 4066.8);
    expect(shareOver([16.7, 33.3])).toBe(0);
    expect(shareOver([])).toBeNull();
  });
});
