import { useTranslation } from 'react-i18next';
import type { Lang } from '../../../../contract/lang';
import type { OrderView } from '../../../../contract/order';
import { parseDate } from '../../../i18n/format';
import { useTicketFiles } from '../hooks/use-ticket-files';
import { printableTickets } from '../model/ticket-pages';

type Props = { order: OrderView; lang: Lang };

/**
 * Tickets to keep, for a paid order only: its tickets as a PDF (a page per ticket with the
 * code, event, date, place and holder) and its sessions as a calendar file.
 */
export function TicketDownloads({ order, lang }: Props) {
  const { t } = useTranslation();
  const files = useTicketFiles(order, lang);
  if (!order.printingAllowed) return null;
  const hasPages = printableTickets(order).length > 0;
  const hasDates = order.main.some((ticket) => parseDate(ticket.day ?? '') ?? parseDate(ticket.day_str ?? ''));
  if (!hasPages && !hasDates) return null;
  return (
    <section className="ticket-files" aria-labelledby="ticket-files-title" data-testid="ticket-downloads">
      <h2 id="ticket-files-title" className="ticket-files__title">
        {t('ticket.files.title')}
      </h2>
      <div className="ticket-files__buttons">
        {hasPages && (
          <button type="button" className="ticket-files__button" onClick={() => void files.downloadPdf()} disabled={files.busy !== null} aria-busy={files.busy === 'pdf'}>
            <span aria-hidden="true" className="ticket-files__icon">⤓</span>
            {files.busy === 'pdf' ? t('ticket.files.pdfBusy') : t('ticket.files.pdf')}
          </button>
        )}
        {hasDates && (
          <button type="button" className="ticket-files__button" onClick={() => void files.downloadCalendar()} disabled={files.busy !== null} aria-busy={files.busy === 'ics'}>
            <span aria-hidden="true" className="ticket-files__icon">📅</span>
            {t('ticket.files.calendar')}
          </button>
        )}
      </div>
      {files.failed && (
        <p className="ticket-files__error" role="alert">
          {t('ticket.files.failed')}
        </p>
      )}
    </section>
  );
}
