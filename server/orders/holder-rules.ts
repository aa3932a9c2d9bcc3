/**
 * Holder-field rules (docs/product/nominal.md), shared by every nominal ticket: "Latin or Cyrillic
 * letters, spaces and hyphens" (the page's own rule, engine/machines/validation.ts), with
 * at least one letter. A space typed twice or a hyphen at an end fits that rule; the stored
 * name is tidied instead (`tidyName`).
 */
const LETTERS = /^(?=.*[A-Za-zА-Яа-яЁё])[A-Za-zА-Яа-яЁё\s-]+$/;

/** A name as it is stored and printed: runs of whitespace are one space, none at the ends. */
export const tidyName = (v: string) => v.replace(/\s+/g, ' ').trim();
/**
 * A Roman numeral as a certificate series writes it (I, IV, XIV, XXIX…), not any run of its
 * letters: IIII, VV or IIV are no numbers.
 */
const ROMAN = '(?=[IVXLCDM])M{0,3}(?:CM|CD|D?C{0,3})(?:XC|XL|L?X{0,3})(?:IX|IV|V?I{0,3})';

export const holderRules = {
  surname: (v: string) => v.length >= 2 && v.length <= 32 && LETTERS.test(v),
  name: (v: string) => v.length >= 3 && v.length <= 64 && LETTERS.test(v),
  middleName: (v: string) => v.length >= 3 && v.length <= 64 && LETTERS.test(v),
  age: (v: number) => Number.isInteger(v) && v >= 1 && v <= 99,
};

/** dd.mm.yyyy, a real calendar date from 1900 to 2050, not in the future. */
export function validBirthDate(value: string, now: Date): boolean {
  const m = /^(\d{2})\.(\d{2})\.(\d{4})$/.exec(value);
  if (!m) return false;
  const [d, mo, y] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (y < 1900 || y > 2050) return false;
  const date = new Date(Date.UTC(y, mo - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== mo - 1 || date.getUTCDate() !== d) return false;
  return date.getTime() <= now.getTime();
}

/** The document number, checked by type after whitespace removal (docs/product/nominal.md). */
export function validDocNumber(typeId: number, raw: string): boolean {
  const v = raw.replace(/\s+/g, '');
  if (v.length < 1 || v.length > 32) return false;
  switch (typeId) {
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
