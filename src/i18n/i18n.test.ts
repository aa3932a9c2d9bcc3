import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { languages, type Lang } from '../../contract/lang';
import { i18n } from './i18n';
import { i18nCode } from './languages';
import { formatDate, formatPrice, parseDate } from './format';
import { withLang } from './use-lang';
import { catalogueTypeSource } from '../../scripts/i18n-types';
import { allCatalogues } from './catalogues';

const catalogues: Record<Lang, object> = allCatalogues();
const pluralSuffix = /_(zero|one|two|few|many|other)$/;

function flatKeys(obj: object, prefix = ''): string[] {
  return Object.entries(obj).flatMap(([k, v]) =>
    typeof v === 'object' && v !== null ? flatKeys(v as object, `${prefix}${k}.`) : [`${prefix}${k}`],
  );
}

describe('locale catalogues', () => {
  it('have the same keys in all four languages (plural forms aside)', () => {
    const base = (lang: Lang) => [...new Set(flatKeys(catalogues[lang]).map((k) => k.replace(pluralSuffix, '')))].sort();
    for (const lang of languages) expect(base(lang), lang).toEqual(base('ru'));
  });

  it('have exactly the plural forms each language needs', () => {
    for (const lang of languages) {
      const needed = new Intl.PluralRules(i18nCode[lang]).resolvedOptions().pluralCategories;
      const pluralBases = new Set(flatKeys(catalogues[lang]).filter((k) => pluralSuffix.test(k)).map((k) => k.replace(pluralSuffix, '')));
      for (const key of pluralBases) {
        const forms = flatKeys(catalogues[lang]).filter((k) => k.replace(pluralSuffix, '') === key && pluralSuffix.test(k)).map((k) => pluralSuffix.exec(k)?.[1]);
        expect(forms.sort(), `${lang} ${key}`).toEqual([...needed].sort());
      }
    }
  });

  it('load every namespace file of every language, and the generated type names each Russian one', () => {
    const onDisk = (lang: Lang) => readdirSync(new URL(`./locales/${lang}/`, import.meta.url)).filter((f) => f.endsWith('.json')).map((f) => f.slice(0, -5)).sort();
    for (const lang of languages) expect(Object.keys(catalogues[lang]).sort(), lang).toEqual(onDisk(lang));
    const generated = readFileSync(new URL('./catalogue.gen.ts', import.meta.url), 'utf8');
    expect(generated, 'a namespace was added or removed: run npx tsx scripts/i18n-types.ts').toBe(catalogueTypeSource());
  });

  it('have no empty texts', () => {
    for (const lang of languages) {
      for (const key of flatKeys(catalogues[lang])) expect(i18n.t(key as 'meta.title', { lng: i18nCode[lang], count: 1 }), `${lang} ${key}`).not.toBe('');
    }
  });
});

describe('i18n', () => {
  it('uses the Russian plural rule: one, few, many', () => {
    const t = i18n.getFixedT('ru');
    expect(t('afisha.ticketsLeft', { count: 1 })).toBe('1 билет');
    expect(t('afisha.ticketsLeft', { count: 2 })).toBe('2 билета');
    expect(t('afisha.ticketsLeft', { count: 5 })).toBe('5 билетов');
    expect(t('afisha.ticketsLeft', { count: 11 })).toBe('11 билетов');
    expect(t('afisha.ticketsLeft', { count: 21 })).toBe('21 билет');
    expect(t('afisha.ticketsLeft', { count: 22 })).toBe('22 билета');
    expect(t('afisha.ticketsLeft', { count: 25 })).toBe('25 билетов');
  });

  it('pluralises the other languages by their own rules', () => {
    expect(i18n.getFixedT(i18nCode.en)('afisha.ticketsLeft', { count: 1 })).toBe('1 ticket');
    expect(i18n.getFixedT(i18nCode.en)('afisha.ticketsLeft', { count: 5 })).toBe('5 tickets');
    expect(i18n.getFixedT(i18nCode.kz)('afisha.ticketsLeft', { count: 5 })).toBe('5 билет');
    expect(i18n.getFixedT(i18nCode.ch)('afisha.ticketsLeft', { count: 1 })).toBe('1 张票');
  });

  it('starts in Russian and falls back to English', () => {
    expect(i18n.language).toBe('ru');
    expect(i18n.options.fallbackLng).toEqual(['en']);
  });
});

describe('withLang', () => {
  it('adds lang only for a non-default language and keeps the rest of the URL', () => {
    expect(withLang('/contacts', 'en')).toBe('/contacts?lang=en');
    expect(withLang('/contacts?lang=en', 'ru')).toBe('/contacts');
    expect(withLang('/?sid=3&lang=kz#top', 'ch')).toBe('/?sid=3&lang=ch#top');
    expect(withLang('/?sid=3', 'ru')).toBe('/?sid=3');
  });
});

describe('formatting', () => {
  it('formats prices in roubles with ₽ per language', () => {
    expect(formatPrice(2100, 'ru')).toBe('2\u00a0100\u00a0₽');
    expect(formatPrice(2100, 'en')).toBe('₽2,100');
    expect(formatPrice(2100.5, 'en')).toBe('₽2,100.50');
    expect(formatPrice(2100, 'ch')).toBe('₽2,100');
    expect(formatPrice(2100, 'kz')).toContain('₽');
  });

  it('formats the platform dates per language, in UTC', () => {
    expect(formatDate('26.07.2025', 'ru')).toBe('26 июля 2025 г.');
    expect(formatDate('2025-07-26', 'en')).toBe('26 July 2025');
    expect(formatDate('26.07.2025', 'ch')).toBe('2025年7月26日');
    expect(formatDate('26.07.2025', 'kz')).toContain('2025');
    expect(formatDate('31.02.2025', 'ru')).toBe('');
    expect(parseDate('2025-07-26')?.toISOString()).toBe('2025-07-26T00:00:00.000Z');
  });
});
