import type { Lang } from '../../contract/lang';
import { intlLocale } from './languages';

// Spec: the storefront works in UTC, so a date shows the same day for every visitor.
const timeZone = 'UTC';

const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

// Chromium's Intl has no Kazakh data: 'kk-KZ' silently became English (2,100.50).
// Kazakh writes numbers as Russian does (CLDR: a no-break space between thousands, a comma
// before the fraction, the currency sign after), so Kazakh numbers use the Russian rules.
const numberLocale: Record<Lang, string> = { ...intlLocale, kz: intlLocale.ru };

function numberFormat(lang: Lang, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `n|${lang}|${JSON.stringify(options)}`;
  let f = cache.get(key) as Intl.NumberFormat | undefined;
  if (!f) cache.set(key, (f = new Intl.NumberFormat(numberLocale[lang], options)));
  return f;
}

type DateFormatter = (date: Date, options: Intl.DateTimeFormatOptions) => string;
let kazakhDates: DateFormatter | null = null;

/** Kazakh dates come from date-fns (format-kk.ts), registered when the Kazakh texts load. */
export function setKazakhDates(formatter: DateFormatter): void {
  kazakhDates = formatter;
}

function dateFormat(lang: Lang, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `d|${lang}|${JSON.stringify(options)}`;
  let f = cache.get(key) as Intl.DateTimeFormat | undefined;
  if (!f) cache.set(key, (f = new Intl.DateTimeFormat(intlLocale[lang], { timeZone, ...options })));
  return f;
}

/** `2100` → `2 100 ₽` (ru) or `₽2,100` (en). Kopecks only when there are any. */
export function formatPrice(amount: number, lang: Lang, currency = 'RUB'): string {
  return numberFormat(lang, {
    style: 'currency',
    currency,
    // The narrow symbol is ₽ in every locale; the plain one is 'RUB' in some.
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: Number.isInteger(amount) ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(amount);
}

export function formatNumber(value: number, lang: Lang): string {
  return numberFormat(lang, {}).format(value);
}

/**
 * Reads the platform's dates: `dd.mm.yyyy` (calendar entries) or `YYYY-MM-DD` (routes),
 * as a UTC midnight. Returns null for anything else.
 */
export function parseDate(value: string): Date | null {
  const ru = /^(\d{2})\.(\d{2})\.(\d{4})$/.exec(value);
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  const [y, m, d] = ru ? [ru[3], ru[2], ru[1]] : iso ? [iso[1], iso[2], iso[3]] : [];
  if (!y || !m || !d) return null;
  const date = new Date(Date.UTC(Number(y), Number(m) - 1, Number(d)));
  // Rejects 31.02 and the like, which Date would roll over into March.
  return date.getUTCDate() === Number(d) && date.getUTCMonth() === Number(m) - 1 ? date : null;
}

/** `26 июля 2025 г.` / `26 July 2025`; pass Intl options for other shapes. */
export function formatDate(
  value: Date | string,
  lang: Lang,
  options: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'long', year: 'numeric' },
): string {
  const date = typeof value === 'string' ? parseDate(value) : value;
  if (!date || Number.isNaN(date.getTime())) return '';
  if (lang === 'kz' && kazakhDates) return kazakhDates(date, options);
  return dateFormat(lang, options).format(date);
}

/** The weekday name, as the order and nominal pages show next to a date. */
export function formatWeekday(value: Date | string, lang: Lang): string {
  return formatDate(value, lang, { weekday: 'long' });
}

/** Between the parts of one line (a weekday, a date, a time; a venue, an address): Chinese writes a full-width comma. */
const partSeparator: Record<Lang, string> = { ru: ', ', en: ', ', kz: ', ', ch: '，' };

/** The non-empty parts as one line, in the language's way: `26 июля, 14:00`, `7月26日周六，14:00`. */
export function joinParts(parts: readonly (string | false | null | undefined)[], lang: Lang): string {
  return parts.filter(Boolean).join(partSeparator[lang]);
}
