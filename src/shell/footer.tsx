import DOMPurify from 'dompurify';
import { localized, type Lang } from '../../contract/lang';
import type { Setup } from '../../contract/setup';

export function Footer({ app, lang }: { app: Setup['app']; lang: Lang }) {
  // The operator writes this block as HTML (contacts, legal details); sanitise before use.
  const info = localized(app, 'footer_db_info', lang);
  if (!info) return null;
  return (
    <footer className="shell-footer">
      <div className="shell-footer__info" dangerouslySetInnerHTML={{ __html: DOMPurify.sanitize(info) }} />
    </footer>
  );
}
