import { useTranslation } from 'react-i18next';
import { localized, type Lang } from '../../contract/lang';
import type { Setup } from '../../contract/setup';
import { LangLink } from '../components/lang-link';
import { SafeHtml } from '../components/safe-html';
import { ruleAtUrl } from '../features/setup/model/rule-text';

/** The footer logo is 50 px wide unless the operator's image says otherwise. */
export const FOOTER_LOGO_WIDTH = 50;

function isInternal(url: string): boolean {
  return url.startsWith('/') && !url.startsWith('//');
}

export function Footer({ setup, lang }: { setup: Setup; lang: Lang }) {
  const { t } = useTranslation();
  const { app, db } = setup;
  const nameOf = (link: (typeof app.footer_urls)[number]) => {
    const rule = ruleAtUrl(db.rules, link.url);
    return (rule && localized(rule, 'name', lang)) || localized(link, 'name', lang);
  };
  const links = app.footer_urls.map((link) => ({ url: link.url, name: nameOf(link) })).filter((l) => l.name && l.url);
  const contact = localized(db, 'info_contact', lang);
  const legal = localized(app, 'footer_db_info', lang);
  const text = localized(app, 'footer_text', lang);

  return (
    <footer className="shell-footer">
      <div className="shell-footer__inner">
        {app.logo_footer && <img className="shell-footer__logo" src={app.logo_footer} alt="" width={FOOTER_LOGO_WIDTH} />}
        {links.length > 0 && (
          <nav className="shell-footer__links" aria-label={t('shell.footerLinks')}>
            <ul>
              {links.map((link) => (
                <li key={link.url}>{isInternal(link.url) ? <LangLink to={link.url}>{link.name}</LangLink> : <a href={link.url}>{link.name}</a>}</li>
              ))}
            </ul>
          </nav>
        )}
        {contact && <SafeHtml html={contact} className="shell-footer__contact" />}
        {legal && <SafeHtml html={legal} className="shell-footer__info" />}
        {text && <SafeHtml html={text} className="shell-footer__text" />}
      </div>
    </footer>
  );
}
