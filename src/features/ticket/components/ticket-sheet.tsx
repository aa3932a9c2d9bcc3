import { useTranslation } from 'react-i18next';
import type { Lang } from '../../../../contract/lang';
import type { TicketView } from '../../../../contract/ticket';
import { placeLine, ticketFacts, whenLine } from '../model/ticket-facts';
import { TicketCode } from './ticket-code';

type Props = { view: TicketView; lang: Lang };

/**
 * One ticket as a gate needs it: the event, when and where, the code, the place, the holder
 * and the order. Black on white, so that it reads on a phone at full brightness and prints
 * alone (the page's print style keeps only this sheet).
 */
export function TicketSheet({ view, lang }: Props) {
  const { t } = useTranslation();
  const { ticket } = view;
  const facts = ticketFacts(ticket, lang);
  const place = placeLine(facts, t);
  const when = whenLine(facts);
  return (
    <article className="ticket-sheet" aria-labelledby="ticket-sheet-event" data-testid="ticket-sheet">
      <p className="ticket-sheet__kicker">{t('ticket.page.title')}</p>
      <h1 id="ticket-sheet-event" className="ticket-sheet__event">
        {facts.event}
        {facts.ageFrom > 0 && (
          <span className="ticket-sheet__age" aria-label={t('ticket.page.age', { age: facts.ageFrom })}>
            {facts.ageFrom}+
          </span>
        )}
      </h1>
      {when && <p className="ticket-sheet__when">{when}</p>}
      {(facts.venue || facts.address) && (
        <p className="ticket-sheet__where">
          {facts.venue && <span className="ticket-sheet__venue">{facts.venue}</span>}
          {facts.address && <span>{facts.address}</span>}
        </p>
      )}
      <div className="ticket-sheet__code">
        <TicketCode ticket={ticket} />
      </div>
      <dl className="ticket-sheet__facts">
        {place && <Fact label={t('ticket.fields.place')} value={place} />}
        {facts.category && <Fact label={t('ticket.fields.category')} value={facts.category} />}
        {facts.holder ? (
          <Fact label={t('ticket.fields.holder')} value={facts.holder} />
        ) : (
          view.name && <Fact label={t('ticket.fields.buyer')} value={view.name} />
        )}
        <Fact label={t('ticket.fields.order')} value={t('ticket.fields.orderNumber', { num: view.ord_num })} />
      </dl>
    </article>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div className="ticket-sheet__fact">
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}
