import { useTranslation } from 'react-i18next';
import '../../styles/page.css';

/** /ticket/{tickethash_id}: one ticket as a gate needs it. */
export function TicketPage() {
  const { t } = useTranslation();
  return (
    <div className="page">
      <h1 className="page__title">{t('pages.ticket')}</h1>
    </div>
  );
}
