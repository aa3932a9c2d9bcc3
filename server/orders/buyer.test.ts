import { describe, expect, it } from 'vitest';
import { checkConsents, normaliseFio, validateBuyer } from './buyer';

const ok = { fio: 'Анна Петрова', phone: '+7 916 123-45-67', email: 'anna@example.ru' };

describe('buyer validation (spec 2 §5)', () => {
  it('normalises the full name: letters, dashes and spaces; ё → е', () => {
    expect(normaliseFio(' Алёна  Сидорова-Кац 123! ')).toBe('Алена Сидорова-Кац');
  });

  it('accepts a valid ordinary buyer and formats the phone', () => {
    expect(validateBuyer(ok, { pushkin: false, mailconfirm: false })).toMatchObject({ fio: 'Анна Петрова', phone: '+79161234567', email: 'anna@example.ru' });
  });

  it('rejects a short name, a bad phone, a bad e-mail, a mismatched repeat', () => {
    expect(() => validateBuyer({ ...ok, fio: 'А' }, { pushkin: false, mailconfirm: false })).toThrow(/fio/);
    expect(() => validateBuyer({ ...ok, phone: '12345' }, { pushkin: false, mailconfirm: false })).toThrow(/phone/);
    expect(() => validateBuyer({ ...ok, email: 'a@b.c' }, { pushkin: false, mailconfirm: false })).toThrow(/email/);
    expect(() => validateBuyer({ ...ok, email: 'anna@example.r' }, { pushkin: false, mailconfirm: false })).toThrow(/email/);
    expect(() => validateBuyer({ ...ok, re_email: 'other@example.ru' }, { pushkin: false, mailconfirm: true })).toThrow(/re_email/);
    expect(validateBuyer({ ...ok, re_email: 'anna@example.ru' }, { pushkin: false, mailconfirm: true }).email).toBe('anna@example.ru');
  });

  it('Pushkin card: Cyrillic names capitalised, optional patronymic, +7 and 11 digits', () => {
    const b = validateBuyer({ surname: 'иванов', name: 'пётр', patronymic: '', phone: '+7 (916) 123-45-67', email: 'p@example.ru' }, { pushkin: true, mailconfirm: false });
    expect(b).toMatchObject({ surname: 'Иванов', name: 'Пётр', patronymic: null, phone: '+79161234567' });
    expect(() => validateBuyer({ surname: 'Ivanov', name: 'Петр', phone: '+79161234567', email: 'p@example.ru' }, { pushkin: true, mailconfirm: false })).toThrow(/surname/);
    expect(() => validateBuyer({ surname: 'Иванов', name: 'Петр', phone: '+8 916 123 45 67', email: 'p@example.ru' }, { pushkin: true, mailconfirm: false })).toThrow(/phone/);
  });

  it('requires every filling consent to be ticked', () => {
    expect(() => checkConsents([1, 2], [{ id: 1, checked: 1 }, { id: 2, checked: 0 }])).toThrow(/2/);
    expect(() => checkConsents([1], [{ id: 1, checked: 1 }])).not.toThrow();
  });
});
