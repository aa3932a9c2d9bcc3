import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { defaultLang, fallbackLang, parseLang, type Lang } from '../../contract/lang';
import { htmlLang, i18nCode, langFromI18nCode } from './languages';
import { catalogues } from './catalogues';

export const resources = {
  [i18nCode.ru]: { translation: catalogues.ru },
  [i18nCode.en]: { translation: catalogues.en },
  [i18nCode.kz]: { translation: catalogues.kz },
  [i18nCode.ch]: { translation: catalogues.ch },
};

// Start in the language of the address the visitor opened, so the first paint is not
// in Russian for an English link.
function initialLang(): Lang {
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
  // Resources are bundled, so init is synchronous and no render sees raw keys.
  initAsync: false,
  interpolation: { escapeValue: false }, // React escapes.
  returnNull: false,
  showSupportNotice: false, // keeps visitors' consoles for our own logs
});

/** Switches i18next to a storefront language; a no-op when it is already active. */
export function setLanguage(lang: Lang): Promise<unknown> {
  const code = i18nCode[lang];
  if (i18n.language === code) return Promise.resolve();
  return i18n.changeLanguage(code);
}

export { i18n };
