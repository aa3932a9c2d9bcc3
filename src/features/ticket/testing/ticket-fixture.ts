import type { OrderTicket, OrderView } from '../../../../contract/order';
import type { TicketView } from '../../../../contract/ticket';

// A 1×1 white PNG: tests check that the server's picture is shown, not what it shows.
export const PNG_DOT = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8/x8AAwMCAO+ip1sAAAAASUVORK5CYII=';

const l10n = (field: string, ru: string, en: string) => ({ [`${field}_ru`]: ru, [`${field}_en`]: en, [`${field}_kz`]: ru, [`${field}_ch`]: en });

/** A paid ticket as the order view sends it (server/orders/view.ts buildTicketOut). */
export function orderTicket(over: Partial<OrderTicket> & { seat?: string | null; status?: number } = {}): OrderTicket {
  return {
    id: 1,
    price: 1800,
    cost: 1860,
    quant: 1,
    tickettype: 1,
    tickethash_id: 'd856691218a25b3c089e862a51cb7915',
    personname: null,
    rowname: null,
    sector: null,
    age_from: 6,
    day: '2026-11-27',
    time: '19:00',
    _qrcode: PNG_DOT,
    _barcode: PNG_DOT,
    ticketcode: '2599539963204',
    candelete: 0,
    parent_id: null,
    action_group: 2234,
    ...l10n('action', 'Бах при свечах', 'Bach by Candlelight'),
    ...l10n('address', 'Москва, Старосадский пер., 7/10', '7/10 Starosadsky Lane, Moscow'),
    ...l10n('seatroot', 'Органный зал «Старый собор»', 'Old Cathedral Organ Hall'),
    ...l10n('zonelevel', 'Партер', 'Stalls'),
    ...l10n('clientcategory', 'Взрослый', 'Adult'),
    day_str: '27.11.2026',
    dayofweek: 'пятница',
    ...over,
  } as OrderTicket;
}

export function ticketView(over: Partial<TicketView['ticket']> = {}, order: Partial<Omit<TicketView, 'ticket'>> = {}): TicketView {
  return { errorCode: 0, errorText: '', ord_num: '100105', name: 'Анна Петрова', ticket: { ...orderTicket(), seat: null, status: 0, ...over }, ...order };
}

/** A paid order with these tickets. */
export function paidOrder(main: OrderTicket[], over: Partial<OrderView> = {}): OrderView {
  return {
    errorCode: 0,
    errorText: '',
    ord_num: '100105',
    hash: 'fcfa6d6196cdb211698b6873f74ec7674870e345',
    reservetime: 0,
    main,
    toping: [],
    service: [],
    addToping: [],
    discountData: null,
    printingAllowed: true,
    paymentAllowed: false,
    demsumma: 0,
    urnPay: {},
    payments: [],
    creditCompanyId: null,
    payment_qr: null,
    name: 'Анна Петрова',
    email: 'anna@example.ru',
    phone: '+79161234567',
    status: 20,
    usereturn: 1,
    ...over,
  };
}
