import { useCallback, useEffect, useMemo, useState } from 'react';
import { getCountryCallingCode, AsYouType, type CountryCode } from 'libphonenumber-js';
import { findCountry, isAllowed, type CountryFilter } from './countries';
import { lookupCountry } from './country-lookup';
import type { PhoneCountry, PhoneInputProps } from './types';

/** The country to start with: the default when allowed, else the first preferred or allowed one. */
function initialCountry(value: string, defaultCountry: string | undefined, list: PhoneCountry[]): CountryCode | undefined {
  const codes = new Set(list.map((c) => c.iso2 as string));
  if (value.trim().startsWith('+')) {
    const typer = new AsYouType();
    typer.input(value.trim());
    const fromNumber = typer.getCountry();
    if (fromNumber && codes.has(fromNumber)) return fromNumber;
  }
  const wanted = (defaultCountry ?? 'RU').toUpperCase();
  if (codes.has(wanted)) return wanted as CountryCode;
  return list[0]?.iso2;
}

type Options = Pick<PhoneInputProps, 'value' | 'defaultCountry' | 'autoDefaultCountry' | 'onCountryChange'> & {
  countries: PhoneCountry[];
  filter: CountryFilter;
  locale: string;
};

/** The selected country: from the start value or default, a value set from outside, or the IP lookup. */
export function usePhoneCountry({ value, defaultCountry, autoDefaultCountry, onCountryChange, countries, filter, locale }: Options) {
  const [countryCode, setCountryCode] = useState<CountryCode | undefined>(() => initialCountry(value, defaultCountry, countries));
  const country = useMemo(() => findCountry(countryCode, locale), [countryCode, locale]);

  const changeCountry = useCallback(
    (code: CountryCode | undefined) => {
      setCountryCode(code);
      const c = findCountry(code, locale);
      if (c) onCountryChange?.(c);
    },
    [locale, onCountryChange],
  );

  // A value set from outside (a known client's phone, the development prefill) brings its country.
  useEffect(() => {
    const text = value.trim();
    if (!text.startsWith('+')) return;
    const typer = new AsYouType();
    typer.input(text);
    const fromNumber = typer.getCountry() ?? (typer.getCallingCode() && countryCode && getCountryCallingCode(countryCode) === typer.getCallingCode() ? countryCode : undefined);
    if (fromNumber && fromNumber !== countryCode && isAllowed(fromNumber, filter)) changeCountry(fromNumber);
    // Only the value drives this; the country it picks must not re-trigger it.
  }, [value]);

  // The visitor's country from the IP-lookup service, when asked for and nothing is typed yet.
  useEffect(() => {
    if (!autoDefaultCountry) return;
    let cancelled = false;
    const lookup = typeof autoDefaultCountry === 'function' ? autoDefaultCountry : () => lookupCountry();
    lookup()
      .then((code) => {
        const iso2 = code.toUpperCase() as CountryCode;
        if (!cancelled && value.trim() === '' && isAllowed(iso2, filter) && findCountry(iso2, locale)) changeCountry(iso2);
      })
      // A failed lookup shows nothing: the default country stays (docs/product/phone-input.md).
      .catch((error: unknown) => console.warn('[phone-input] country lookup failed', error));
    return () => {
      cancelled = true;
    };
  }, [autoDefaultCountry]);

  return { countryCode, country, changeCountry };
}
