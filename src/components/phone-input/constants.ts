/** The input's maxlength (docs/product/phone-input.md). */
export const PHONE_MAX_LENGTH = 25;
/** The dropdown's width in px. */
export const DROPDOWN_WIDTH = 390;
/** Typed letters that find a country are forgotten after this pause (ms). */
export const TYPE_RESET_MS = 700;
/**
 * Listed first when the form names none (docs/product/phone-countries.md): the countries of
 * most buyers and of the interface languages. The interface language's own country leads.
 */
export const PREFERRED_COUNTRIES = ['RU', 'KZ', 'BY', 'CN', 'US', 'GB'] as const;
/** The interface language's country (by i18next's code): it leads the preferred list. */
export const LANGUAGE_COUNTRY: Readonly<Record<string, string>> = { ru: 'RU', kk: 'KZ', zh: 'CN' };
