import { parsePhoneNumberFromString } from 'libphonenumber-js';
import { ErrorCode } from '../../contract/envelope';
import { DomainError } from '../domain-error';
import { msg, type Message } from '../texts/messages';
import type { BuyerField } from '../texts/ordering';

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

const invalid = (text: Message) => new DomainError('invalid', ErrorCode.badRequest, text);

/** Standard pattern with a top-level domain of 2 to 24 letters (docs/product/buyer-form.md). */
export const EMAIL = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,24}$/;
const CYRILLIC_NAME = /^[А-Яа-яЁё]+(?:[ -][А-Яа-яЁё]+)*$/;

/** Only letters, dashes and spaces are kept; ё becomes е. */
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
  if (e.length < 6 || e.length > 70 || !EMAIL.test(e)) throw invalid(msg('emailInvalid'));
  return e;
}

function cyrillicName(field: BuyerField, value: string | undefined, max: number, required: boolean): string | null {
  const v = (value ?? '').trim().replace(/\s+/g, ' ');
  if (!v) {
    if (required) throw invalid(msg('fieldRequired', { field }));
    return null;
  }
  if (v.length > max || !CYRILLIC_NAME.test(v)) throw invalid(msg('cyrillicOnly', { field, max }));
  return capitalise(v.toLowerCase());
}

/**
 * The buyer's data, checked with the rules the page applies (docs/product/buyer-form.md), because a
 * client can skip them. Pushkin-card purchases take surname, name, patronymic and a +7 phone.
 */
export function validateBuyer(input: BuyerInput, opts: { pushkin: boolean; mailconfirm: boolean }): Buyer {
  const email = validEmail(input.email);
  if (opts.mailconfirm && (input.re_email ?? '').trim() !== email) throw invalid(msg('emailMismatch'));

  if (opts.pushkin) {
    const surname = cyrillicName('surname', input.surname, 70, true)!;
    const name = cyrillicName('name', input.name, 50, true)!;
    const patronymic = cyrillicName('patronymic', input.patronymic, 50, false);
    const digits = (input.phone ?? '').replace(/\D/g, '');
    if (!(input.phone ?? '').trim().startsWith('+7') || digits.length !== 11 || (input.phone ?? '').length > 18) {
      throw invalid(msg('pushkinPhone'));
    }
    return { fio: [surname, name, patronymic].filter(Boolean).join(' '), phone: `+${digits}`, email, surname, name, patronymic };
  }

  const fio = normaliseFio(input.fio ?? '');
  if (fio.length < 2 || fio.length > 70) throw invalid(msg('fioInvalid'));
  const rawPhone = (input.phone ?? '').trim();
  const parsed = parsePhoneNumberFromString(rawPhone, 'RU');
  if (rawPhone.length <= 5 || rawPhone.length > 20 || !parsed?.isPossible()) throw invalid(msg('phoneInvalid'));
  return { fio, phone: parsed.number, email, surname: null, name: null, patronymic: null };
}

/** Every consent the event requires (filling 1) must be ticked. */
export function checkConsents(required: readonly number[], given: readonly { id: number; checked: 0 | 1 }[]): void {
  const ticked = new Set(given.filter((c) => c.checked).map((c) => c.id));
  const missing = required.filter((id) => !ticked.has(id));
  if (missing.length) throw new DomainError('invalid', ErrorCode.badRequest, msg('consentsMissing'), { checkboxes: missing });
}
