import { useTranslation } from 'react-i18next';
import type { OrderTicket, OrderView } from '../../../../contract/order';
import { localized, type Lang } from '../../../../contract/lang';
import { routes } from '../../../config/routes';
import { withLang } from '../../../i18n/use-lang';
import { formatDate, formatPrice, formatWeekday } from '../../../i18n/format';
import { isRefunded, ticketGroups, ticketPlace, type TicketGroup } from '../model/ticket-groups';

type Props = {
  order: OrderView;
  lang: Lang;
  /** Opens the code slider at this ticket (only called for tickets that have a code). */
  onShowCode: (ticket: OrderTicket) => void;
};

/** The order's tickets by event session: what, when, where, each ticket and the group's total. */
export function TicketGroups({ order, lang, onShowCode }: Props) {
  const groups = ticketGroups(order);
  return (
    <section className="order-tickets" aria-labelledby="order-tickets-title">
      <TicketsTitle />
      {groups.map((group) => (
        <GroupCard key={group.actionGroup} group={group} order={order} lang={lang} onShowCode={onShowCode} />
      ))}
    </section>
  );
}

function TicketsTitle() {
  const { t } = useTranslation();
  return (
    <h2 id="order-tickets-title" className="order-section-title">
      {t('order.tickets.title')}
    </h2>
  );
}

function GroupCard({ group, order, lang, onShowCode }: { group: TicketGroup; order: OrderView; lang: Lang; onShowCode: Props['onShowCode'] }) {
  const { t } = useTranslation();
  const { head } = group;
  const day = head.day ?? head.day_str ?? '';
  const date = formatDate(day, lang) || head.day_str || '';
  const weekday = formatWeekday(day, lang) || head.dayofweek || '';
  const venue = localized(head, 'seatroot', lang);
  const address = localized(head, 'address', lang);
  return (
    <article className="panel order-group" data-testid="order-group">
      <header className="order-group__head">
        <h3 className="order-group__event">
          {localized(head, 'action', lang)}
          {head.age_from > 0 && (
            <span className="order-group__age" aria-label={t('order.tickets.age', { age: head.age_from })}>
              {head.age_from}+
            </span>
          )}
        </h3>
        <p className="order-group__when">
          {[date, weekday, head.time].filter(Boolean).join(', ')}
        </p>
        {(venue || address) && <p className="order-group__where">{[venue, address].filter(Boolean).join(', ')}</p>}
      </header>
      <details className="order-group__list" open>
        <summary className="order-group__summary">{t('order.tickets.count', { count: group.tickets.length })}</summary>
        <ul className="order-ticket-list">
          {group.tickets.map((ticket) => (
            <TicketRow key={ticket.id} ticket={ticket} lang={lang} printable={order.printingAllowed} feeApart={group.serviceFee > 0} onShowCode={onShowCode} />
          ))}
          {group.extras.map((extra) => (
            <li key={`x${extra.id}`} className="order-ticket order-ticket--extra">
              <span className="order-ticket__name">{localized(extra, 'action', lang)}</span>
              <span className="order-ticket__price">{formatPrice(group.serviceFee > 0 ? extra.price : extra.cost, lang)}</span>
            </li>
          ))}
        </ul>
      </details>
      <dl className="order-group__totals">
        {group.serviceFee > 0 && (
          <div>
            <dt>{t('order.tickets.serviceFee')}</dt>
            <dd>{formatPrice(group.serviceFee, lang)}</dd>
          </div>
        )}
        <div className="order-group__total">
          <dt>{t('order.tickets.groupTotal')}</dt>
          <dd>{formatPrice(group.total, lang)}</dd>
        </div>
      </dl>
    </article>
  );
}

type TicketRowProps = {
  ticket: OrderTicket;
  lang: Lang;
  printable: boolean;
  /** The group lists its service fee on a line of its own: the ticket shows its price without it, not the fee twice. */
  feeApart: boolean;
  onShowCode: Props['onShowCode'];
};

function TicketRow({ ticket, lang, printable, feeApart, onShowCode }: TicketRowProps) {
  const { t } = useTranslation();
  const place = ticketPlace(ticket);
  const category = [localized(ticket, 'clientcategory', lang), localized(ticket, 'zonelevel', lang)].filter(Boolean).join(' · ');
  const placeText = place
    ? [place.sector && t('order.tickets.sector', { sector: place.sector }), place.row && t('order.tickets.row', { row: place.row }), place.seat && t('order.tickets.seat', { seat: place.seat })]
        .filter(Boolean)
        .join(', ')
    : '';
  const refunded = isRefunded(ticket);
  const hasCode = printable && ticket.tickettype !== 2 && !refunded;
  return (
    <li className="order-ticket" data-testid="order-ticket">
      <div className="order-ticket__info">
        {category && <span className="order-ticket__name">{category}</span>}
        {placeText && <span className="order-ticket__place">{placeText}</span>}
        {ticket.personname && <span className="order-ticket__holder">{ticket.personname}</span>}
        {refunded && <span className="order-ticket__refunded">{t('order.tickets.refunded')}</span>}
      </div>
      <span className="order-ticket__price">{formatPrice(feeApart ? ticket.price : ticket.cost, lang)}</span>
      {printable && !refunded && (
        <div className="order-ticket__actions">
          {hasCode && (
            <button type="button" className="button button--secondary" onClick={() => onShowCode(ticket)}>
              {t(ticket.tickettype === 0 ? 'order.tickets.showBarcode' : 'order.tickets.showQr')}
            </button>
          )}
          <a className="button button--secondary" href={withLang(routes.ticket(ticket.tickethash_id), lang)} target="_blank" rel="noopener">
            {t('order.tickets.open')}
          </a>
        </div>
      )}
    </li>
  );
}
