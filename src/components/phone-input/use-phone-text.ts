import { useCallback, useLayoutEffect, useRef, type RefObject } from 'react';
import { getCountryCallingCode, parsePhoneNumberFromString, AsYouType, type CountryCode } from 'libphonenumber-js';
import { findCountry, isAllowed, mainCountryOf, type CountryFilter } from './countries';
import { formatPhone, isInternational, keepValidChars, phoneResult } from './phone-format';
import type { PhoneCountry, PhoneInputProps, PhoneMode } from './types';

function digitsOf(text: string): string {
  return text.replace(/\D/g, '');
}

/** Digits and the plus: what the caret is counted by. */
function significant(text: string): number {
  return text.replace(/[^\d+]/g, '').length;
}

type Options = Pick<PhoneInputProps, 'value' | 'onChange' | 'customValidate'> & {
  mode: PhoneMode;
  autoFormat: boolean;
  validCharactersOnly: boolean;
  maxLength: number;
  filter: CountryFilter;
  locale: string;
  countryCode: CountryCode | undefined;
  country: PhoneCountry | undefined;
  changeCountry: (code: CountryCode | undefined) => void;
  inputRef: RefObject<HTMLInputElement | null>;
};

/** The text of the input: formatting as the buyer types, the caret kept after its digit, the dial code of a new country. */
export function usePhoneText({
  value,
  onChange,
  customValidate,
  mode,
  autoFormat,
  validCharactersOnly,
  maxLength,
  filter,
  locale,
  countryCode,
  country,
  changeCountry,
  inputRef,
}: Options) {
  const resultOf = useCallback(
    (text: string, code: CountryCode | undefined) => phoneResult(text, code, { ...filter, locale, customValidate }),
    [filter, locale, customValidate],
  );

  // Formatting adds and removes spaces and brackets; the caret stays after the same digit.
  const caret = useRef<number | null>(null);
  useLayoutEffect(() => {
    const el = inputRef.current;
    const wanted = caret.current;
    caret.current = null;
    if (wanted === null || !el || document.activeElement !== el) return;
    let pos = 0;
    for (let seen = 0; pos < value.length && seen < wanted; pos++) if (/[\d+]/.test(value[pos]!)) seen++;
    el.setSelectionRange(pos, pos);
  }, [value]);

  /** The number carried over to a newly chosen country: its dial code, or its national format. */
  function carryOver(c: PhoneCountry) {
    const text = value.trim();
    let next = text;
    if (isInternational(text, mode)) {
      const parsed = text.startsWith('+') ? parsePhoneNumberFromString(text) : undefined;
      const national = parsed ? String(parsed.nationalNumber) : text.startsWith('+') ? '' : digitsOf(text);
      next = autoFormat ? new AsYouType().input(`+${c.dialCode}${national}`) : `+${c.dialCode}${national}`;
    } else if (text !== '' && autoFormat) {
      next = formatPhone(text, c.iso2, mode);
    }
    next = next.slice(0, maxLength);
    onChange(next, resultOf(next, c.iso2));
  }

  function onInput(raw: string, selectionStart: number | null) {
    let text = validCharactersOnly ? keepValidChars(raw) : raw;
    // Digits typed in front of the dial code belong after it ("9+7" is "+79").
    const plusAt = text.indexOf('+');
    if (plusAt > 0) text = `+${digitsOf(text.slice(plusAt))}${digitsOf(text.slice(0, plusAt))}`;
    else caret.current = significant(raw.slice(0, selectionStart ?? raw.length));
    let code = countryCode;
    const trimmed = text.trim();
    if (trimmed.startsWith('+')) {
      const typer = new AsYouType();
      typer.input(trimmed);
      const callingCode = typer.getCallingCode();
      const fromNumber = typer.getCountry() ?? (callingCode && (!code || getCountryCallingCode(code) !== callingCode) ? mainCountryOf(callingCode) : undefined);
      if (fromNumber && fromNumber !== code && isAllowed(fromNumber, filter) && findCountry(fromNumber, locale)) {
        code = fromNumber;
        changeCountry(fromNumber);
      }
    } else if (mode === 'international' && trimmed !== '' && code) {
      // Digits typed without the plus are read as a number of the selected country.
      caret.current = Number.MAX_SAFE_INTEGER;
      const parsed = parsePhoneNumberFromString(trimmed, code);
      text = parsed?.isPossible() ? parsed.formatInternational() : `+${getCountryCallingCode(code)}${digitsOf(trimmed)}`;
    }
    // A deleted space or bracket would come straight back if the text were re-formatted.
    const deleting = text.length < value.length && digitsOf(text) === digitsOf(value);
    if (autoFormat && !deleting) text = formatPhone(text, code, mode);
    text = text.slice(0, maxLength);
    onChange(text, resultOf(text, code));
  }

  function onFocusInput() {
    // In international mode the field starts with the dial code, as a hint of the format.
    if (mode === 'international' && value.trim() === '' && country) {
      const text = `+${country.dialCode}`;
      caret.current = text.length;
      onChange(text, resultOf(text, country.iso2));
    }
  }

  return { onInput, onFocusInput, carryOver };
}
