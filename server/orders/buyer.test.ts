import { describe, expect, it } from 'vitest';
import { DomainError } from '../domain-error';
import type { Message } from '../texts/messages';
import { checkConsents, normaliseFio, validateBuyer, type BuyerInput } from './buyer';

const ok = { fio: 'Анна Петрова', phone: '+7 916 123-45-67', email: 'anna@example.ru' };

/** The catalogue message a call refuses with (its text is rendered per request language). */
function refusal(call: () => unknown): { text: Message; extra?: Record<string, unknown> } {
  try {
    call();
  } catch (e) {
    if (e instanceof DomainError && typeof e.text !== 'string') return { text: e.text, extra: e.details };
    throw e;
  }
  throw new Error('no refusal');
}
const refused = (input: BuyerInput, opts = { pushkin: false, mailconfirm: false }) => refusal(() => validateBuyer(input, opts)).text;

describe('buyer validation (docs/product/buyer-form.md)', () => {
  it('normalises the full name: letters, dashes and spaces; ё → е', () => {
    expect(normaliseFio(' Алёна  Сидорова-Кац 123! ')).toBe('Алена Сидорова-Кац');
  });

  it('accepts a valid ordinary buyer and formats the phone', () => {
    expect(validateBuyer(ok, { pushkin: false, mailconfirm: false })).toMatchObject({ fio: 'Анна Петрова', phone: '+79161234567', email: 'anna@example.ru' });
  });

  it('rejects a short name, a bad phone, a bad e-mail, a mismatched repeat', () => {
    expect(refused({ ...ok, fio: 'А' })).toEqual({ key: 'fioInvalid' });
    expect(refused({ ...ok, phone: '12345' })).toEqual({ key: 'phoneInvalid' });
    expect(refused({ ...ok, email: 'a@b.c' })).toEqual({ key: 'emailInvalid' });
    expect(refused({ ...ok, email: 'anna@example.r' })).toEqual({ key: 'emailInvalid' });
    expect(refused({ ...ok, re_email: 'other@example.ru' }, { pushkin: false, mailconfirm: true })).toEqual({ key: 'emailMismatch' });
    expect(validateBuyer({ ...ok, re_email: 'anna@example.ru' }, { pushkin: false, mailconfirm: true }).email).toBe('anna@example.ru');
  });

  it('Pushkin card: Cyrillic names capitalised, optional patronymic, +7 and 11 digits', () => {
    const pushkin = { pushkin: true, mailconfirm: false };
    const b = validateBuyer({ surname: 'иванов', name: 'пётр', patronymic: '', phone: '+7 (916) 123-45-67', email: 'p@example.ru' }, pushkin);
    expect(b).toMatchObject({ surname: 'Иванов', name: 'Пётр', patronymic: null, phone: '+79161234567' });
    expect(refused({ surname: 'Ivanov', name: 'Петр', phone: '+79161234567', email: 'p@example.ru' }, pushkin)).toEqual({ key: 'cyrillicOnly', params: { field: 'surname', max: 70 } });
    expect(refused({ surname: 'Иванов', phone: '+79161234567', email: 'p@example.ru' }, pushkin)).toEqual({ key: 'fieldRequired', params: { field: 'name' } });
    expect(refused({ surname: 'Иванов', name: 'Петр', phone: '+8 916 123 45 67', email: 'p@example.ru' }, pushkin)).toEqual({ key: 'pushkinPhone' });
  });

  it('requires every filling consent to be ticked, and names the missing ones', () => {
    expect(refusal(() => checkConsents([1, 2], [{ id: 1, checked: 1 }, { id: 2, checked: 0 }]))).toEqual({ text: { key: 'consentsMissing' }, extra: { checkboxes: [2] } });
    expect(() => checkConsents([1], [{ id: 1, checked: 1 }])).not.toThrow();
  });
});
