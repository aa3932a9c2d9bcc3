import { useTranslation } from 'react-i18next';
import { localized } from '../../../contract/lang';
import { SafeHtml } from '../../components/safe-html';
import { useSetup } from '../../features/setup/api/get-setup';
import { useLang } from '../../i18n/use-lang';
import '../../styles/page.css';

/** The operator's e-mail, phone and legal details (setup.db.info_contact, HTML). */
export function ContactsPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const setup = useSetup();
  const html = setup.data ? localized(setup.data.db, 'info_contact', lang) : '';
  return (
    <div className="page page--text">
      <h1 className="page__title">{t('pages.contacts')}</h1>
      {setup.isPending ? (
        <p className="status" role="status">
          {t('common.loading')}
        </p>
      ) : html ? (
        <SafeHtml html={html} className="rich-text" />
      ) : (
        <p className="status">{t('contacts.empty')}</p>
      )}
    </div>
  );
}
