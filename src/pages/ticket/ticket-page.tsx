import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { localized } from '../../../contract/lang';
import { isTicketNotFound, TicketScreen, useTicket } from '../../features/ticket';
import { useLang } from '../../i18n/use-lang';
import { useDocumentTitle } from '../../shell/use-document-title';
import '../../styles/page.css';

/** /ticket/{tickethash_id}: one paid ticket as a gate needs it, opened in a tab of its own from the order. */
export function TicketPage() {
  const { t } = useTranslation();
  const { tickethash_id: id = '' } = useParams();
  const lang = useLang();
  const ticket = useTicket(id, lang);
  const event = ticket.data ? localized(ticket.data.ticket, 'action', lang) : '';
  useDocumentTitle(event ? t('ticket.page.documentTitle', { event }) : isTicketNotFound(ticket.error) ? t('ticket.page.notFound') : '');
  return (
    <div className="page">
      <TicketScreen ticketHashId={id} lang={lang} />
    </div>
  );
}
