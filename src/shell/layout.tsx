import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { paths } from '../config/routes';
import { AccountSession } from '../features/account/components/account-session';
import { useSetup } from '../features/setup/api/get-setup';
import { useLang } from '../i18n/use-lang';
import { BackLink } from './back-link';
import { Footer } from './footer';
import { Header } from './header';
import { InfoBanner } from './info-banner';
import { MetaTags } from './meta-tags';
import { ScrollToTop } from './scroll-to-top';
import { siteLanguages } from './site-languages';
import { siteTitle } from './site-title';
import { useDocumentTitle } from './use-document-title';
import '../styles/shell.css';

export function Layout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const lang = useLang();
  const { pathname } = useLocation();
  const setup = useSetup();
  const title = siteTitle(setup.data, lang) || t('meta.title');
  // The base: a page's own title wins over it.
  useDocumentTitle(title, { base: true });

  // Setup decides whether header and footer show (an operator embedding the store hides
  // them). Wait for it rather than flash them; if it fails, show the header so the
  // language switcher still works.
  const data = setup.data;
  const showHeader = data ? data.app.header === 1 : setup.isError;

  return (
    <div className="shell">
      <MetaTags setup={data} lang={lang} />
      <a className="skip-link" href="#main">
        {t('shell.skipToContent')}
      </a>
      {showHeader && <Header setup={data} siteTitle={title} languages={siteLanguages(data)} lang={lang} />}
      {data && <InfoBanner db={data.db} lang={lang} />}
      <main id="main" className="shell-main" tabIndex={-1}>
        {pathname !== paths.afisha && <BackLink />}
        {children}
      </main>
      {data?.app.footer === 1 && <Footer setup={data} lang={lang} />}
      {data?.app.scroll_top === 1 && <ScrollToTop />}
      <AccountSession />
    </div>
  );
}
