import type { Lang } from '../../contract/lang';

// The storefront's language codes (`kz`, `ch`) are not BCP 47: Intl reads `kz` and `ch`
// (Chamorro) as unknown and falls back to the browser's locale, which would give Chinese
// Russian plural rules in a Russian browser. i18next and Intl therefore get real tags.

/** The code i18next keys resources and plural rules by. */
export const i18nCode = { ru: 'ru', en: 'en', kz: 'kk', ch: 'zh' } as const satisfies Record<Lang, string>;

/** The locale for dates and prices. */
export const intlLocale = { ru: 'ru-RU', en: 'en-GB', kz: 'kk-KZ', ch: 'zh-CN' } as const satisfies Record<Lang, string>;

/** The `<html lang>` value, so that screen readers and hyphenation pick the right language. */
export const htmlLang = { ru: 'ru', en: 'en', kz: 'kk', ch: 'zh-Hans' } as const satisfies Record<Lang, string>;

export function langFromI18nCode(code: string | undefined): Lang | undefined {
  const entry = Object.entries(i18nCode).find(([, c]) => c === code);
  return entry ? (entry[0] as Lang) : undefined;
}
