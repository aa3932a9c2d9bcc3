// The phone input (docs/product/phone-input.md): a tel input with a country dropdown.
//
//   <PhoneInput id="buyer-phone" value={phone} mode="international" defaultCountry="RU"
//     onChange={(text, result) => …} invalid={shown} describedBy="buyer-phone-error" />
//
// `onChange` gets the text to keep and the result {countryCode, valid, country, formatted,
// nationalNumber, number}; the parent owns the value.
export { PhoneInput } from './phone-input';
export type { PhoneInputProps, PhoneResult, PhoneMode, PhoneCountry } from './types';
export { allCountries, countryList } from './countries';
export { phoneResult, formatPhone } from './phone-format';
export { lookupCountry, parseCountryLookup, COUNTRY_LOOKUP_URL } from './country-lookup';
export { PHONE_MAX_LENGTH, DROPDOWN_WIDTH, TYPE_RESET_MS } from './constants';
