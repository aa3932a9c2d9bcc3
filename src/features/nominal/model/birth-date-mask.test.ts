import { describe, expect, it } from 'vitest';
import { maskBirthDate } from './birth-date-mask';

describe('birth date mask (dd.mm.yyyy)', () => {
  it('puts the dots in as digits are typed, at most 8 digits', () => {
    expect(['1', '12', '120', '1203', '12031', '12031990', '120319901'].map(maskBirthDate)).toEqual(['1', '12', '12.0', '12.03', '12.03.1', '12.03.1990', '12.03.1990']);
  });

  it('lets Backspace remove a dot, and reads a pasted date either way', () => {
    expect(maskBirthDate('12.')).toBe('12');
    expect(maskBirthDate('12.03.')).toBe('12.03');
    expect(maskBirthDate('12.03.1990')).toBe('12.03.1990');
    expect(maskBirthDate(' 12/03/1990 ')).toBe('12.03.1990');
    expect(maskBirthDate('дд.мм')).toBe('');
  });
});
