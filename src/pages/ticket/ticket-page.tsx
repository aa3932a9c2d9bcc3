import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { localized } from '../../../contract/lang';
import { useSetup } from '../../features/setup/api/get-setup';
import { isTicketNotFound, TicketView, useTicket } from '../../features/ticket';
import { useLang } from '../../i18n/use-lang';
import '../../styles/page.css';

/** /ticket/{tickethash_id}: one paid ticket as a gate needs it, opened in a tab of its own from the order. */
export function TicketPage() {
  const { t } = useTranslation();
  const { tickethash_id: id = '' } = useParams();
  const lang = useLang();
  const ticket = useTicket(id, lang);
  const event = ticket.data ? localized(ticket.data.ticket, 'action', lang) : '';
  usePageTitle(event ? t('ticket.page.documentTitle', { event }) : isTicketNotFound(ticket.error) ? t('ticket.page.notFound') : '');
  return (
    <div className="page">
      <TicketView ticketHashId={id} lang={lang} />
    </div>
  );
}

/**
 * The tab's title names the event. The shell sets the site's title when the setup arrives,
 * and a parent's effects run after its children's, so the title is set once the effects of
 * the commit are done, and again whenever the setup changes.
 */
function usePageTitle(title: string) {
  const setup = useSetup();
  useEffect(() => {
    if (!title) return;
    let live = true;
    queueMicrotask(() => {
      if (live) document.title = title;
    });
    return () => {
      live = false;
    };
  }, [title, setup.data]);
}
