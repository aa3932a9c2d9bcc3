import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import type { Lang } from '../../contract/lang';
import { htmlLang, i18nCode } from '../i18n/languages';
import { useLang, withLang } from '../i18n/use-lang';
import '../styles/language-switcher.css';

/** Links to the same page in each language; they change only `?lang`, never the path. */
export function LanguageSwitcher({ available }: { available: readonly Lang[] }) {
  const { t, i18n } = useTranslation();
  const location = useLocation();
  const current = useLang();
  const here = `${location.pathname}${location.search}${location.hash}`;
  return (
    <nav className="lang-switcher" aria-label={t('shell.languageSwitcher')}>
      <ul>
        {available.map((lang) => {
          // Each language names itself, from its own catalogue.
          const own = i18n.getFixedT(i18nCode[lang]);
          return (
            <li key={lang}>
              <Link
                to={withLang(here, lang)}
                lang={htmlLang[lang]}
                hrefLang={htmlLang[lang]}
                title={own('language.name')}
                aria-current={lang === current ? 'true' : undefined}
              >
                {own('language.short')}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
