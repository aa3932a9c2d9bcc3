import { getCountries, getCountryCallingCode, type CountryCode } from 'libphonenumber-js';
import metadata from 'libphonenumber-js/min/metadata';
import { LANGUAGE_COUNTRY, PREFERRED_COUNTRIES } from './constants';
import type { PhoneCountry } from './types';

// The country list comes from libphonenumber-js's own metadata (about 245 regions), so the
// dropdown never offers a country the parser cannot read. Names are the runtime's
// (Intl.DisplayNames), in the interface language.

const callingCodes = (metadata as unknown as { country_calling_codes: Record<string, string[]> }).country_calling_codes;

function priorityOf(iso2: CountryCode, dialCode: string): number {
  const i = callingCodes[dialCode]?.indexOf(iso2) ?? -1;
  return i < 0 ? 0 : i;
}

const namesCache = new Map<string, Intl.DisplayNames | null>();
function displayNames(locale: string): Intl.DisplayNames | null {
  if (!namesCache.has(locale)) {
    let names: Intl.DisplayNames | null = null;
    try {
      names = new Intl.DisplayNames([locale, 'en'], { type: 'region', fallback: 'code' });
    } catch {
      names = null;
    }
    namesCache.set(locale, names);
  }
  return namesCache.get(locale) ?? null;
}

/** The name of a region in `locale` (a BCP 47 tag: 'ru', 'kk', 'zh'); the code when unknown. */
export function countryName(iso2: string, locale: string): string {
  try {
    return displayNames(locale)?.of(iso2) ?? iso2;
  } catch {
    return iso2;
  }
}

const listCache = new Map<string, PhoneCountry[]>();

/** Every country the parser knows, named in `locale`, sorted by name. */
export function allCountries(locale = 'en'): PhoneCountry[] {
  let list = listCache.get(locale);
  if (!list) {
    const collator = new Intl.Collator(locale);
    list = getCountries()
      .map((iso2) => {
        const dialCode = getCountryCallingCode(iso2);
        return { iso2, name: countryName(iso2, locale), dialCode, priority: priorityOf(iso2, dialCode) };
      })
      .sort((a, b) => collator.compare(a.name, b.name));
    listCache.set(locale, list);
  }
  return list;
}

const upper = (codes: readonly string[] | undefined) => (codes && codes.length > 0 ? new Set(codes.map((c) => c.trim().toUpperCase())) : null);

export type CountryFilter = {
  onlyCountries?: readonly string[] | undefined;
  ignoredCountries?: readonly string[] | undefined;
  preferredCountries?: readonly string[] | undefined;
};

/** Whether a number of `iso2` may be entered at all under the only/ignored lists. */
export function isAllowed(iso2: string | undefined, filter: CountryFilter): boolean {
  if (!iso2) return false;
  const only = upper(filter.onlyCountries);
  const ignored = upper(filter.ignoredCountries);
  const code = iso2.toUpperCase();
  return (!only || only.has(code)) && !ignored?.has(code);
}

/**
 * The dropdown's entries: the preferred countries first (in the order given), then the
 * allowed rest by name. `preferredCount` says where the separator goes.
 */
export function countryList(locale: string, filter: CountryFilter): { countries: PhoneCountry[]; preferredCount: number } {
  const allowed = allCountries(locale).filter((c) => isAllowed(c.iso2, filter));
  const byCode = new Map(allowed.map((c) => [c.iso2 as string, c]));
  const preferred: PhoneCountry[] = [];
  for (const code of filter.preferredCountries ?? []) {
    const c = byCode.get(code.trim().toUpperCase());
    if (c && !preferred.includes(c)) preferred.push(c);
  }
  const rest = allowed.filter((c) => !preferred.includes(c));
  return { countries: [...preferred, ...rest], preferredCount: preferred.length };
}

/** The preferred countries when the form names none: the language's own country first. */
export function defaultPreferred(locale: string): string[] {
  const own = LANGUAGE_COUNTRY[locale.split('-')[0]!.toLowerCase()];
  return own ? [own, ...PREFERRED_COUNTRIES.filter((c) => c !== own)] : [...PREFERRED_COUNTRIES];
}

export function findCountry(iso2: string | undefined, locale: string): PhoneCountry | undefined {
  if (!iso2) return undefined;
  const code = iso2.toUpperCase();
  return allCountries(locale).find((c) => c.iso2 === code);
}

/** The main country of a dial code ('7' → RU), when the number alone names no country. */
export function mainCountryOf(dialCode: string): CountryCode | undefined {
  return callingCodes[dialCode]?.[0] as CountryCode | undefined;
}
