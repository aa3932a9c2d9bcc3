/**
 * Field rules of docs/product/buyer-form.md (buyer data) and docs/product/nominal.md (holders), as pure
 * functions returning message keys; the machines use them as guards and the forms show
 * the keys next to the fields.
 */

import { parsePhoneNumberFromString } from 'libphonenumber-js';

export type FieldErrors = Record<string, string>;

const EMAIL = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,24}$/;
// Letters, spaces and hyphens, with at least one letter ("--" is not a name; the server agrees).
const LETTERS_DASH_SPACE = /^(?=.*[A-Za-zА-Яа-яЁё])[A-Za-zА-Яа-яЁё\s-]+$/;
const CYRILLIC_DASH_SPACE = /^[А-Яа-яЁё\s-]+$/;

/** Only letters, dashes and spaces are kept; the letter yo is normalised. */
export function normaliseFio(value: string): string {
  return value.replace(/[^A-Za-zА-Яа-яЁё\s-]/g, '').replace(/ё/g, 'е').replace(/Ё/g, 'Е').replace(/\s+/g, ' ').trim();
}

export function isEmail(value: string): boolean {
  return value.length >= 6 && value.length <= 70 && EMAIL.test(value);
}

export type BuyerData = {
  fio: string;
  phone: string;
  email: string;
  re_email: string;
  surname: string;
  name: string;
  patronymic: string;
  noPatronymic: boolean;
};

export const emptyBuyer: BuyerData = { fio: '', phone: '', email: '', re_email: '', surname: '', name: '', patronymic: '', noPatronymic: false };

export function capitalise(value: string): string {
  return value
    .trim()
    .split(/(\s+|-)/)
    .map((part) => (part.length > 0 ? part[0]!.toUpperCase() + part.slice(1).toLowerCase() : part))
    .join('');
}

/** The Pushkin-card phone: +7 and 11 digits in all. */
export function isPushkinPhone(value: string): boolean {
  const digits = value.replace(/\D/g, '');
  return value.trim().startsWith('+7') && digits.length === 11;
}

export function validateBuyer(b: BuyerData, opts: { pushkin: boolean; mailConfirm: boolean }): FieldErrors {
  const errors: FieldErrors = {};
  if (opts.pushkin) {
    const name = (field: 'surname' | 'name' | 'patronymic', max: number) => {
      const v = b[field].trim();
      if (v.length === 0 || v.length > max || !CYRILLIC_DASH_SPACE.test(v)) errors[field] = 'pushkin-name';
    };
    name('surname', 70);
    name('name', 50);
    if (!b.noPatronymic) name('patronymic', 50);
    if (!isPushkinPhone(b.phone)) errors.phone = 'pushkin-phone';
    // The platform asks no e-mail in the card flow; one typed in must still be valid.
    if (b.email.trim() !== '' && !isEmail(b.email.trim())) errors.email = 'not-valid-email';
    return errors;
  }
  const fio = normaliseFio(b.fio);
  if (fio.length < 2 || fio.length > 70) errors.fio = 'required-fio';
  // The platform's length rule lets '+7 912 3' through, a number nobody can call back: the
  // number must also be one libphonenumber calls valid (the form is international, so it
  // carries its country), as the phone input itself reports.
  const phone = b.phone.trim();
  if (phone.length <= 5 || phone.length > 20 || !parsePhoneNumberFromString(phone)?.isValid()) errors.phone = 'required-phone';
  if (!isEmail(b.email.trim())) errors.email = 'not-valid-email';
  if (opts.mailConfirm && b.re_email.trim() !== b.email.trim()) errors.re_email = 're-email';
  return errors;
}

/** What a nominal ticket asks for (order-data ticket flags). */
export type HolderNeeds = {
  /** 1: an age field; 2: a birth date. */
  needage: number;
  needmiddlename: number;
  needdocument: number;
  needcountry: number;
  needregion: number;
};

export type HolderData = {
  surname: string;
  name: string;
  middleName: string;
  age: string;
  birthDate: string;
  docTypeId: number | null;
  docNum: string;
  countryId: number | null;
  regionId: number | null;
};

export const emptyHolder: HolderData = { surname: '', name: '', middleName: '', age: '', birthDate: '', docTypeId: null, docNum: '', countryId: null, regionId: null };

/**
 * A Roman numeral as a certificate series writes it (I, IV, XIV, XXIX…), not any run of its
 * letters: IIII, VV or IIV are no numbers.
 */
const ROMAN = '(?=[IVXLCDM])M{0,3}(?:CM|CD|D?C{0,3})(?:XC|XL|L?X{0,3})(?:IX|IV|V?I{0,3})';

/** Document numbers by type, checked after whitespace removal (docs/product/nominal.md). */
export function isDocNumber(docTypeId: number, raw: string): boolean {
  const v = raw.replace(/\s+/g, '');
  if (v.length < 1 || v.length > 32) return false;
  switch (docTypeId) {
    case 1:
      return /^\d{4}\d{6}$/.test(v);
    case 3:
      return /^[А-ЯЁ]{2}\d{7}$/.test(v);
    case 4:
      return new RegExp(`^${ROMAN}-[А-ЯЁ]{2}\\d{6}$`).test(v);
    case 5:
      return new RegExp(`^${ROMAN}\\d{7}$`).test(v);
    default:
      return /^[A-Za-zА-Яа-яЁё0-9_-]{2,}$/.test(v);
  }
}

/** dd.mm.yyyy → [y, m, d], or null when not a real date within 1900–2050. */
export function parseRuDate(value: string): [number, number, number] | null {
  const m = /^(\d{2})\.(\d{2})\.(\d{4})$/.exec(value);
  if (!m) return null;
  const [d, mo, y] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (y < 1900 || y > 2050) return null;
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d ? [y, mo, d] : null;
}

/** Full years between a birth date and today (ISO YYYY-MM-DD, the server's date). */
export function ageOn(birth: [number, number, number], todayIso: string): number {
  const [ty, tm, td] = todayIso.split('-').map(Number) as [number, number, number];
  const [y, m, d] = birth;
  return ty - y - (tm < m || (tm === m && td < d) ? 1 : 0);
}

/** The stay-home notice (docs/product/nominal.md): a warning, not an error. */
export const SENIOR_AGE = 65;

export function validateHolder(h: HolderData, needs: HolderNeeds, opts: { today: string; regionsOf: (countryId: number) => number }): FieldErrors {
  const errors: FieldErrors = {};
  const surname = h.surname.trim();
  if (surname.length < 2 || surname.length > 32 || !LETTERS_DASH_SPACE.test(surname)) errors.surname = 'holder.surname';
  const name = h.name.trim();
  if (name.length < 3 || name.length > 64 || !LETTERS_DASH_SPACE.test(name)) errors.name = 'holder.name';
  const middle = h.middleName.trim();
  if ((needs.needmiddlename > 0 || middle !== '') && (middle.length < 3 || middle.length > 64 || !LETTERS_DASH_SPACE.test(middle))) {
    errors.middleName = 'holder.middleName';
  }
  if (needs.needage === 1 && !(/^\d{1,2}$/.test(h.age) && Number(h.age) >= 1)) errors.age = 'holder.age';
  if (needs.needage === 2) {
    const birth = parseRuDate(h.birthDate);
    if (!birth) errors.birthDate = 'holder.birthDate';
    else if (ageOn(birth, opts.today) < 0 || `${birth[0]}-${String(birth[1]).padStart(2, '0')}-${String(birth[2]).padStart(2, '0')}` > opts.today) {
      errors.birthDate = 'holder.birthDateFuture';
    }
  }
  if (needs.needdocument > 0) {
    if (h.docTypeId === null) errors.docTypeId = 'holder.docType';
    else if (!isDocNumber(h.docTypeId, h.docNum)) errors.docNum = 'holder.docNum';
  }
  if (needs.needcountry > 0 && h.countryId === null) errors.countryId = 'holder.country';
  if (needs.needregion > 0 && h.countryId !== null && opts.regionsOf(h.countryId) > 1 && h.regionId === null) errors.regionId = 'holder.region';
  return errors;
}

/** Whether the holder's birth date calls for the stay-home notice. */
export function isSenior(h: HolderData, today: string): boolean {
  const birth = parseRuDate(h.birthDate);
  return !!birth && ageOn(birth, today) >= SENIOR_AGE;
}
