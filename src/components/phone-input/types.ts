import type { CountryCode } from 'libphonenumber-js';

/**
 * - `international`: the number is shown and returned with `+` and the dial code;
 * - `national`: without the dial code, in the selected country's format;
 * - `auto`: international when the buyer starts with `+`, national otherwise.
 */
export type PhoneMode = 'auto' | 'national' | 'international';

/** A country of the dropdown. */
export type PhoneCountry = {
  /** Upper-case ISO 3166-1 alpha-2, as libphonenumber-js names countries. */
  iso2: CountryCode;
  /** In the interface language (Intl.DisplayNames), English when the runtime has no names. */
  name: string;
  /** Without the plus: '7'. */
  dialCode: string;
  /** 0 for the main country of a shared dial code (RU for +7, US for +1), higher for the others. */
  priority: number;
};

/** What the input reports with every change (libphonenumber-js underneath). */
export type PhoneResult = {
  /** The country the number is read for (ISO2), or undefined when none could be chosen. */
  countryCode: CountryCode | undefined;
  /** Valid for that country, and the country is allowed (only/ignored lists). */
  valid: boolean;
  country: PhoneCountry | undefined;
  /** The number as the input shows it after formatting. */
  formatted: string;
  /** The digits without the dial code: '9123456789'. */
  nationalNumber: string;
  /** E.164 ('+79123456789') when the number parses, else ''. */
  number: string;
};

export type PhoneInputProps = {
  /** The text in the input (controlled). */
  value: string;
  onChange: (value: string, result: PhoneResult) => void;
  mode?: PhoneMode;
  /** Format as the buyer types (default true). */
  autoFormat?: boolean;
  /** ISO2, any case; default 'RU'. */
  defaultCountry?: string;
  /** Only these countries in the dropdown and as valid (ISO2, any case). */
  onlyCountries?: readonly string[];
  /** Never these countries. */
  ignoredCountries?: readonly string[];
  /** Listed first, above a separator; by default PREFERRED_COUNTRIES (the interface language's country first); `[]` for none. */
  preferredCountries?: readonly string[];
  /** Drop typed characters other than digits, spaces, parentheses, plus and hyphen. */
  validCharactersOnly?: boolean;
  /** A pattern the whole text must also match to count as valid. */
  customValidate?: RegExp;
  /** A search box on top of the dropdown (default off). */
  searchable?: boolean;
  /**
   * Ask the IP-lookup service for the visitor's country when the value is empty (default off:
   * it tells a third party the visitor's address). `true` uses `lookupCountry()`'s default
   * service; a function replaces the call.
   */
  autoDefaultCountry?: boolean | (() => Promise<string>);
  onCountryChange?: (country: PhoneCountry) => void;
  onBlur?: () => void;
  /** Default 'telephone'. */
  name?: string;
  id?: string;
  /** Default 25. */
  maxLength?: number;
  /** Default: the catalogue's "Enter a phone number". */
  placeholder?: string;
  /** The input's accessible name when there is no <label for={id}>. */
  ariaLabel?: string;
  required?: boolean;
  disabled?: boolean;
  /** Marks the input aria-invalid (the form decides when to show it). */
  invalid?: boolean;
  /** Id(s) of the error or hint text. */
  describedBy?: string;
  autoComplete?: string;
  className?: string;
};
