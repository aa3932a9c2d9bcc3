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
          <button type="button" className="button button--secondary ticket-files__button" onClick={() => void files.downloadPdf()} disabled={files.busy !== null} aria-busy={files.busy === 'pdf'}>
            <DownloadIcon />
            {files.busy === 'pdf' ? t('ticket.files.pdfBusy') : t('ticket.files.pdf')}
          </button>
        )}
        {hasDates && (
          <button type="button" className="button button--secondary ticket-files__button" onClick={() => void files.downloadCalendar()} disabled={files.busy !== null} aria-busy={files.busy === 'ics'}>
            <CalendarIcon />
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

// Drawn, not emoji: phones without an emoji font would show an empty box.
function DownloadIcon() {
  return (
    <svg className="ticket-files__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M12 3v12m0 0-5-5m5 5 5-5M4 20h16" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

function CalendarIcon() {
  return (
    <svg className="ticket-files__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M4 6h16v14H4zM4 10h16M8 3v5m8-5v5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
