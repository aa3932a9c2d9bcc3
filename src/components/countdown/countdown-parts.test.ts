import { describe, expect, it } from 'vitest';
import { countdownParts, isoDuration, shownUnits } from './countdown-parts';

describe('countdown parts', () => {
  it('splits seconds into days, hours, minutes and seconds', () => {
    expect(countdownParts(93_784)).toEqual({ days: 1, hours: 2, minutes: 3, seconds: 4 });
    expect(countdownParts(-5)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
  });

  it('shows units from the largest non-zero one', () => {
    expect(shownUnits(countdownParts(900))).toEqual(['minutes', 'seconds']);
    expect(shownUnits(countdownParts(3_600))).toEqual(['hours', 'minutes', 'seconds']);
    expect(shownUnits(countdownParts(0))).toEqual(['seconds']);
    expect(isoDuration(93_784)).toBe('P1DT2H3M4S');
  });
});
