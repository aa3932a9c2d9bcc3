import { describe, expect, it } from 'vitest';
import { holderRules, tidyName, validBirthDate, validDocNumber } from './holder-rules';

describe('holder rules (docs/product/nominal.md)', () => {
  it('names: letters of either alphabet, spaces and hyphens, within lengths', () => {
    expect(holderRules.surname('Иванова-Smith')).toBe(true);
    expect(holderRules.surname('И')).toBe(false);
    expect(holderRules.surname('Ivan0v')).toBe(false);
    expect(holderRules.name('Ян')).toBe(false);
    expect(holderRules.name('Анна')).toBe(true);
    // The rule allows spaces and hyphens anywhere, as the page does; a name needs a letter.
    expect(holderRules.name('Анна  Мария')).toBe(true);
    expect(holderRules.surname('Петрова-')).toBe(true);
    expect(holderRules.surname('--')).toBe(false);
    expect(holderRules.surname('  ')).toBe(false);
    expect(tidyName(' Анна \t Мария ')).toBe('Анна Мария');
  });

  it('birth date: masked, 1900–2050, real, not in the future', () => {
    const now = new Date('2026-11-21T12:00:00Z');
    expect(validBirthDate('01.02.1990', now)).toBe(true);
    expect(validBirthDate('31.02.1990', now)).toBe(false);
    expect(validBirthDate('01.01.1899', now)).toBe(false);
    expect(validBirthDate('22.11.2026', now)).toBe(false);
    expect(validBirthDate('1.2.1990', now)).toBe(false);
  });

  it('document numbers by type, after removing whitespace', () => {
    expect(validDocNumber(1, '4510 123456')).toBe(true);
    expect(validDocNumber(1, '4510 12345')).toBe(false);
    expect(validDocNumber(3, 'АБ 1234567')).toBe(true);
    expect(validDocNumber(3, 'AB 1234567')).toBe(false);
    expect(validDocNumber(4, 'IV-МЮ 123456')).toBe(true);
    expect(validDocNumber(4, 'IV МЮ 123456')).toBe(false);
    expect(validDocNumber(5, 'XI 1234567')).toBe(true);
    // A series is a Roman numeral, not any run of its letters.
    for (const series of ['I', 'III', 'IV', 'IX', 'XIV', 'XXIX', 'XL', 'MCMXC']) expect(validDocNumber(5, `${series} 1234567`), series).toBe(true);
    for (const series of ['IIII', 'VV', 'IIV', 'VX', 'XXXX', 'IC']) {
      expect(validDocNumber(5, `${series} 1234567`), series).toBe(false);
      expect(validDocNumber(4, `${series}-МЮ 123456`), series).toBe(false);
    }
    expect(validDocNumber(2, '7512345678')).toBe(true);
    expect(validDocNumber(2, 'x')).toBe(false);
    expect(validDocNumber(2, 'a'.repeat(33))).toBe(false);
  });
});
