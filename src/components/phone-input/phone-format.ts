import { AsYouType, getCountryCallingCode, parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js';
import { findCountry, isAllowed, type CountryFilter } from './countries';
import type { PhoneMode, PhoneResult } from './types';

/** What valid-characters-only keeps: digits, spaces, parentheses, plus and hyphen (docs/product/phone-input.md). */
export function keepValidChars(text: string): string {
  return text.replace(/[^()\-+0-9\s]/g, '');
}

/** International when the mode says so, or in auto mode when the buyer typed a plus. */
export function isInternational(text: string, mode: PhoneMode): boolean {
  return mode === 'international' || (mode === 'auto' && text.trim().startsWith('+'));
}

/**
 * The text as the input should show it. International numbers are formatted with their
 * dial code, a national one in the country's format; a number typed with a plus in
 * national mode is shown nationally once it parses.
 */
export function formatPhone(text: string, country: CountryCode | undefined, mode: PhoneMode): string {
  const trimmed = text.trim();
  if (trimmed === '') return '';
  if (isInternational(trimmed, mode)) {
    const withPlus = trimmed.startsWith('+') ? trimmed : `+${trimmed.replace(/^\D+/, '')}`;
    return new AsYouType().input(withPlus);
  }
  if (trimmed.startsWith('+')) {
    const parsed = parsePhoneNumberFromString(trimmed);
    if (parsed) return new AsYouType(parsed.country ?? country).input(String(parsed.nationalNumber));
    return new AsYouType().input(trimmed);
  }
  return new AsYouType(country).input(trimmed);
}

/**
 * The result object (docs/product/phone-input.md). Validity is checked against the selected country: the
 * number must be valid, belong to that country, and the country must be allowed (docs/product/phone-input.md).
 * Without a selected country, the number's own country counts.
 */
export function phoneResult(
  formatted: string,
  country: CountryCode | undefined,
  options: CountryFilter & { locale?: string; customValidate?: RegExp | undefined } = {},
): PhoneResult {
  const locale = options.locale ?? 'en';
  const text = formatted.trim();
  const parsed = text === '' ? undefined : parsePhoneNumberFromString(text, text.startsWith('+') ? undefined : country);
  const countryCode = country ?? parsed?.country;
  const pattern = options.customValidate;
  const valid =
    !!parsed &&
    parsed.isValid() &&
    (!parsed.country || parsed.country === countryCode) &&
    (!countryCode || parsed.countryCallingCode === getCountryCallingCode(countryCode)) &&
    isAllowed(countryCode, options) &&
    (!pattern || pattern.test(text));
  return {
    countryCode,
    valid,
    country: findCountry(countryCode, locale),
    formatted,
    nationalNumber: parsed ? String(parsed.nationalNumber) : '',
    number: parsed ? String(parsed.number) : '',
  };
}
