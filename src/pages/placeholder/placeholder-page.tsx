import { useTranslation } from 'react-i18next';
import type { Catalogue } from '../../i18n/catalogue.gen';
import '../../styles/page.css';

export type PageTitleKey = `pages.${keyof Catalogue['pages']}`;

/** A route whose page lands in a later issue: the shell and the page's name, nothing invented. */
export function PlaceholderPage({ titleKey }: { titleKey: PageTitleKey }) {
  const { t } = useTranslation();
  return (
    <div className="page">
      <h1 className="page__title">{t(titleKey)}</h1>
    </div>
  );
}
