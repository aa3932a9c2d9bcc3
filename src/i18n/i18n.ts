import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { defaultLang, fallbackLang, parseLang, type Lang } from '../../contract/lang';
import { formatNumber, setKazakhDates } from './format';
import { htmlLang, i18nCode, langFromI18nCode } from './languages';
import russian from './catalogue-ru';
import type { Catalogue } from './catalogues';

// Russian, the default, is bundled; another language is loaded when a page is in it.
// Every language names itself in the language switcher, from its own texts: those few
// words of each language are bundled with the Russian texts.
const ownNames = import.meta.glob<Record<string, string>>('./locales/*/language.json', { eager: true, import: 'default' });
const nameOf = (lang: Lang) => ({ language: ownNames[`./locales/${lang}/language.json`] ?? {} });

export const resources = {
  [i18nCode.ru]: { translation: russian },
  [i18nCode.en]: { translation: nameOf('en') },
  [i18nCode.kz]: { translation: nameOf('kz') },
  [i18nCode.ch]: { translation: nameOf('ch') },
};

const loaded = new Set<Lang>(['ru']);

const loaders: Record<Exclude<Lang, 'ru'>, () => Promise<{ default: Catalogue }>> = {
  en: () => import('./catalogue-en'),
  kz: () => import('./catalogue-kz'),
  ch: () => import('./catalogue-ch'),
};

// Start in the language of the address the visitor opened, so the first paint is not
// in Russian for an English link (main.tsx loads it before the first render).
export function initialLang(): Lang {
  if (typeof window === 'undefined') return defaultLang;
  return parseLang(new URLSearchParams(window.location.search).get('lang'));
}

function applyHtmlLang(code: string): void {
  const lang = langFromI18nCode(code);
  if (lang && typeof document !== 'undefined') document.documentElement.lang = htmlLang[lang];
}

i18n.on('languageChanged', applyHtmlLang);

void i18n.use(initReactI18next).init({
  resources,
  lng: i18nCode[initialLang()],
  fallbackLng: i18nCode[fallbackLang],
  supportedLngs: Object.values(i18nCode),
  // Russian is bundled and other languages are added before use (loadLanguage), so init is
  // synchronous and no render sees raw keys.
  initAsync: false,
  interpolation: { escapeValue: false }, // React escapes.
  returnNull: false,
  showSupportNotice: false, // keeps visitors' consoles for our own logs
});

// `{{count, number}}` in the texts goes through the app's own number formatter, not
// i18next's Intl one: Chromium has no Kazakh data and grouped Kazakh counts the English way
// (20,400) where the server wrote 20 400, so the listing's markup differed at hydration.
i18n.services.formatter?.add('number', (value: unknown, lng: string | undefined) =>
  typeof value === 'number' ? formatNumber(value, langFromI18nCode(lng) ?? defaultLang) : String(value),
);

/**
 * Makes a language's texts available: itself, and for Kazakh and Chinese English too, the
 * fallback for a text they lack. Russian is always there.
 */
let russianPages: Promise<void> | null = null;

/**
 * The Russian texts of the pages outside the first chunk (booking, orders, the seat map):
 * their routes and the shell's modal wait for them, a Russian listing never loads them.
 * Russian is the reference every language falls back to last, so every page needs them.
 */
export function loadPageTexts(): Promise<void> {
  russianPages ??= import('./catalogue-ru-pages')
    .then((m) => {
      i18n.addResourceBundle(i18nCode.ru, 'translation', m.default, true, false);
    })
    .catch((error: unknown) => {
      russianPages = null;
      throw error;
    });
  return russianPages;
}

export async function loadLanguage(lang: Lang): Promise<void> {
  const wanted = lang === 'ru' ? [] : lang === 'en' ? (['en'] as const) : ([lang, 'en'] as const);
  await Promise.all(
    wanted.map(async (l) => {
      const code = i18nCode[l];
      if (loaded.has(l)) return;
      const [catalogue] = await Promise.all([
        loaders[l]().then((m) => m.default),
        // Kazakh dates need date-fns (Chromium's Intl has no Kazakh): it comes with the texts.
        l === 'kz' ? import('./format-kk').then((m) => setKazakhDates(m.formatKazakhDate)) : null,
      ]);
      i18n.addResourceBundle(code, 'translation', catalogue, true, true);
      loaded.add(l);
    }),
  );
}

/** Switches i18next to a storefront language, loading it first; a no-op when it is already active. */
export async function setLanguage(lang: Lang): Promise<unknown> {
  const code = i18nCode[lang];
  await loadLanguage(lang);
  if (i18n.language === code) return;
  return i18n.changeLanguage(code);
}

export { i18n };
