import { useTranslation } from 'react-i18next';
import type { Lang } from '../../../../contract/lang';
import { CallFailed } from '../../../components/load-failure';
import { isTicketNotFound, useTicket } from '../api/get-ticket';
import { TicketSheet } from './ticket-sheet';

type Props = { ticketHashId: string; lang: Lang };

/**
 * The single-ticket screen: the ticket with a print button; "not found" for an id the
 * server does not know as a paid ticket; a failure to load (no connection) with a retry.
 */
export function TicketScreen({ ticketHashId, lang }: Props) {
  const { t } = useTranslation();
  const query = useTicket(ticketHashId, lang);

  if (query.data) {
    return (
      <div className="ticket-view">
        <div className="ticket-view__actions">
          <button type="button" className="ticket-view__button" onClick={() => window.print()}>
            {t('ticket.page.print')}
          </button>
        </div>
        <TicketSheet view={query.data} lang={lang} />
      </div>
    );
  }
  if (query.isPending) {
    return (
      <p className="ticket-view__status status" role="status">
        {t('ticket.page.loading')}
      </p>
    );
  }
  if (isTicketNotFound(query.error)) {
    return (
      <div className="ticket-view ticket-view--message" data-testid="ticket-not-found">
        <h1 className="page__title">{t('ticket.page.notFound')}</h1>
        <p>{t('ticket.page.notFoundText')}</p>
      </div>
    );
  }
  return (
    <CallFailed
      className="ticket-view ticket-view--message"
      testId="ticket-load-failed"
      buttonClassName="ticket-view__button"
      error={query.error}
      offline={t('ticket.page.failed')}
      retrying={query.isFetching}
      retryLabel={query.isFetching ? t('ticket.page.loading') : t('ticket.page.retry')}
      onRetry={() => query.refetch()}
    />
  );
}
