import { useTranslation } from 'react-i18next';
import { localized, type Lang } from '../../contract/lang';
import type { Setup } from '../../contract/setup';
import { SafeHtml } from '../components/safe-html';

/** The operator's notice to buyers (setup.db.info_client), above every page. */
export function InfoBanner({ db, lang }: { db: Setup['db']; lang: Lang }) {
  const { t } = useTranslation();
  const html = localized(db, 'info_client', lang);
  if (!html.trim()) return null;
  return (
    <section className="info-banner" aria-label={t('shell.infoBanner')}>
      <SafeHtml html={html} className="info-banner__inner" />
    </section>
  );
}
