export const languages = ['ru', 'en', 'kz', 'ch'] as const;
export type Lang = (typeof languages)[number];
export const defaultLang: Lang = 'ru';
export const fallbackLang: Lang = 'en';

export function isLang(value: unknown): value is Lang {
  return typeof value === 'string' && (languages as readonly string[]).includes(value);
}

/** Parses a `lang` query value; anything unknown means the default language. */
export function parseLang(value: unknown): Lang {
  return isLang(value) ? value : defaultLang;
}

export type Localized<K extends string, V = string> = { [L in Lang as `${K}_${L}`]?: V };

/** Reads `field_<lang>`, falling back to English, then Russian, then ''. */
export function localized(obj: object, field: string, lang: Lang): string {
  const rec = obj as Record<string, unknown>;
  for (const l of [lang, fallbackLang, defaultLang]) {
    const v = rec[`${field}_${l}`];
    if (typeof v === 'string' && v !== '') return v;
  }
  return '';
}
