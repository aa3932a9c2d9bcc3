/**
 * The IP-lookup service of the phone widget. It answers plain text like `1;RU;RUS;Russia`:
 * the first character must be `1`, characters 2–3 are the country (docs/product/phone-input.md).
 */
export const COUNTRY_LOOKUP_URL = 'https://ip2c.org/s';

export class CountryLookupError extends Error {
  override readonly name = 'CountryLookupError';
  constructor() {
    super('unable to fetch the country');
  }
}

/** The ISO2 country of a lookup answer; throws "unable to fetch the country" otherwise. */
export function parseCountryLookup(body: string): string {
  const code = body.slice(2, 4).toUpperCase();
  if (body[0] !== '1' || !/^[A-Z]{2}$/.test(code)) throw new CountryLookupError();
  return code;
}

export async function lookupCountry(url: string = COUNTRY_LOOKUP_URL, fetchImpl: typeof fetch = (...args) => globalThis.fetch(...args)): Promise<string> {
  const res = await fetchImpl(url, { method: 'GET', credentials: 'omit' });
  if (!res.ok) throw new CountryLookupError();
  return parseCountryLookup(await res.text());
}
