import { describe, expect, it } from 'vitest';
import { emptyBuyer, emptyHolder, isDocNumber, validateBuyer, validateHolder, type HolderNeeds } from './validation';

const ordinary = (phone: string) => validateBuyer({ ...emptyBuyer, fio: 'Иванов Иван', email: 'buyer@example.com', phone }, { pushkin: false, mailConfirm: false });

describe('the buyer phone (ordinary flow)', () => {
  it.each(['+7 912 345-67-89', '+79123456789', '+7 701 234 56 78', '+49 30 1234567', '+86 138 0013 8000'])('accepts a complete number: %s', (phone) => {
    expect(ordinary(phone).phone).toBeUndefined();
  });

  it.each([
    ['', 'empty'],
    ['+7 912', 'five characters or fewer'],
    ['+7 912 3', 'longer than 5 but not a number anyone can call'],
    ['+7 912 345-67-89 12345', 'longer than 20 characters'],
    ['89123456789', 'no country: the form is international'],
    ['+7 000 000-00-00', 'no such number'],
  ])('refuses %j (%s) with required-phone', (phone) => {
    expect(ordinary(phone).phone).toBe('required-phone');
  });

  it('leaves the card flow to its own +7 mask rule', () => {
    const card = validateBuyer({ ...emptyBuyer, surname: 'Иванов', name: 'Иван', noPatronymic: true, phone: '+7 (912) 345-67-89' }, { pushkin: true, mailConfirm: false });
    expect(card.phone).toBeUndefined();
  });
});

describe('holder names (docs/product/nominal.md)', () => {
  const needs: HolderNeeds = { needage: 0, needmiddlename: 0, needdocument: 0, needcountry: 0, needregion: 0 };
  const opts = { today: '2026-11-24', regionsOf: () => 0 };
  it('takes letters, spaces and hyphens, but not a name without a letter', () => {
    expect(validateHolder({ ...emptyHolder, surname: 'Петрова-Водкина', name: 'Анна Мария' }, needs, opts)).not.toHaveProperty('surname');
    const errors = validateHolder({ ...emptyHolder, surname: '--', name: '- - -' }, needs, opts);
    expect(errors.surname).toBe('holder.surname');
    expect(errors.name).toBe('holder.name');
  });
});

describe('document series in Roman numerals (document types 4 and 5)', () => {
  it('takes a Roman numeral, not any run of its letters', () => {
    for (const series of ['I', 'III', 'IV', 'IX', 'XIV', 'XXIX', 'XL', 'MCMXC']) {
      expect(isDocNumber(5, `${series} 1234567`), series).toBe(true);
      expect(isDocNumber(4, `${series}-МЮ 123456`), series).toBe(true);
    }
    for (const series of ['IIII', 'VV', 'IIV', 'VX', 'XXXX', 'IC']) {
      expect(isDocNumber(5, `${series} 1234567`), series).toBe(false);
      expect(isDocNumber(4, `${series}-МЮ 123456`), series).toBe(false);
    }
  });
});
