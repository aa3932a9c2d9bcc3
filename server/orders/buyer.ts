import { parsePhoneNumberFromString } from 'libphonenumber-js';
import { ErrorCode } from '../../contract/envelope';
import { ApiFailure } from '../http/errors';

export interface BuyerInput {
  fio?: string;
  phone?: string;
  email?: string;
  re_email?: string;
  surname?: string;
  name?: string;
  patronymic?: string;
}

export interface Buyer {
  fio: string;
  phone: string;
  email: string;
  surname: string | null;
  name: string | null;
  patronymic: string | null;
}

const invalid = (field: string, text: string) => new ApiFailure(400, ErrorCode.badRequest, `${field}: ${text}`);

/** Standard pattern with a top-level domain of 2 to 24 letters (spec 1 §5). */
export const EMAIL = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,24}$/;
const CYRILLIC_NAME = /^[А-Яа-яЁё]+(?:[ -][А-Яа-яЁё]+)*$/;

/** Spec 2 §5: only letters, dashes and spaces are kept; ё becomes е. */
export function normaliseFio(raw: string): string {
  return raw
    .replace(/[ёЁ]/g, (c) => (c === 'ё' ? 'е' : 'Е'))
    .replace(/[^\p{L} -]/gu, '')
    .replace(/\s+/g, ' ')
    .trim();
}

const capitalise = (s: string) => s.replace(/(^|[ -])(\p{L})/gu, (_m, sep: string, ch: string) => sep + ch.toUpperCase());

function validEmail(email: string | undefined): string {
  const e = (email ?? '').trim();
  if (e.length < 6 || e.length > 70 || !EMAIL.test(e)) throw invalid('email', 'the entered e-mail does not work (6 to 70 characters, name@domain.tld)');
  return e;
}

function cyrillicName(field: string, value: string | undefined, max: number, required: boolean): string | null {
  const v = (value ?? '').trim().replace(/\s+/g, ' ');
  if (!v) {
    if (required) throw invalid(field, 'required');
    return null;
  }
  if (v.length > max || !CYRILLIC_NAME.test(v)) throw invalid(field, `Russian letters only (a hyphen in double names), at most ${max} characters`);
  return capitalise(v.toLowerCase());
}

/**
 * The buyer's data, checked with the rules the page applies (spec 2 §5), because a
 * client can skip them. Pushkin-card purchases take surname, name, patronymic and a +7 phone.
 */
export function validateBuyer(input: BuyerInput, opts: { pushkin: boolean; mailconfirm: boolean }): Buyer {
  const email = validEmail(input.email);
  if (opts.mailconfirm && (input.re_email ?? '').trim() !== email) throw invalid('re_email', 'the entered e-mails do not match');

  if (opts.pushkin) {
    const surname = cyrillicName('surname', input.surname, 70, true)!;
    const name = cyrillicName('name', input.name, 50, true)!;
    const patronymic = cyrillicName('patronymic', input.patronymic, 50, false);
    const digits = (input.phone ?? '').replace(/\D/g, '');
    if (!(input.phone ?? '').trim().startsWith('+7') || digits.length !== 11 || (input.phone ?? '').length > 18) {
      throw invalid('phone', 'the number is not valid: +7 (XXX) XXX-XX-XX');
    }
    return { fio: [surname, name, patronymic].filter(Boolean).join(' '), phone: `+${digits}`, email, surname, name, patronymic };
  }

  const fio = normaliseFio(input.fio ?? '');
  if (fio.length < 2 || fio.length > 70) throw invalid('fio', 'the full name is required: 2 to 70 letters');
  const rawPhone = (input.phone ?? '').trim();
  const parsed = parsePhoneNumberFromString(rawPhone, 'RU');
  if (rawPhone.length <= 5 || rawPhone.length > 20 || !parsed?.isPossible()) throw invalid('phone', 'invalid phone number format');
  return { fio, phone: parsed.number, email, surname: null, name: null, patronymic: null };
}

/** Every consent the event requires (filling 1) must be ticked. */
export function checkConsents(required: readonly number[], given: readonly { id: number; checked: 0 | 1 }[]): void {
  const ticked = new Set(given.filter((c) => c.checked).map((c) => c.id));
  const missing = required.filter((id) => !ticked.has(id));
  if (missing.length) throw new ApiFailure(400, ErrorCode.badRequest, `consent required: checkbox ${missing.join(', ')} must be ticked`);
}
