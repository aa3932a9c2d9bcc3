import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSetup } from '../features/setup/api/get-setup';
import { useLang } from '../i18n/use-lang';
import { Footer } from './footer';
import { Header } from './header';
import { siteLanguages } from './site-languages';
import { siteTitle } from './site-title';
import { useDocumentTitle } from './use-document-title';
import '../styles/shell.css';

export function Layout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const lang = useLang();
  const setup = useSetup();
  const title = siteTitle(setup.data, lang) || t('meta.title');
  useDocumentTitle(title);

  // Setup decides whether header and footer show (an operator embedding the store hides
  // them). Wait for it rather than flash them; if it fails, show the header so the
  // language switcher still works.
  const app = setup.data?.app;
  const showHeader = app ? app.header === 1 : setup.isError;

  return (
    <div className="shell">
      {showHeader && <Header app={app} siteTitle={title} languages={siteLanguages(setup.data)} />}
      <main className="shell-main">{children}</main>
      {app?.footer === 1 && <Footer app={app} lang={lang} />}
    </div>
  );
}
