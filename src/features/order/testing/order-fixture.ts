// An order view as the server sends it (numbers partly as strings, names in four
// languages), for component and page tests.

export const ORDER_HASH = 'b'.repeat(40);

export function ticketFixture(over: Record<string, unknown> = {}) {
  return {
    id: 1,
    price: '1800',
    cost: '1860',
    quant: 1,
    tickettype: 1,
    tickethash_id: 'c'.repeat(32),
    personname: null,
    rowname: null,
    sector: null,
    seat: null,
    age_from: 6,
    day: '2026-11-27',
    time: '19:00',
    _qrcode: null,
    _barcode: null,
    ticketcode: null,
    candelete: 0,
    parent_id: null,
    action_group: 2234,
    action_ru: 'Бах при свечах',
    action_en: 'Bach by Candlelight',
    address_ru: 'Москва, Старосадский пер., 7/10',
    seatroot_ru: 'Органный зал «Старый собор»',
    zonelevel_ru: 'Партер',
    clientcategory_ru: 'Взрослый',
    day_str: '27.11.2026',
    dayofweek: 'пятница',
    ...over,
  };
}

export function orderFixture(over: Record<string, unknown> = {}) {
  return {
    errorCode: '0',
    errorText: '',
    ord_num: '100105',
    hash: ORDER_HASH,
    status: 0,
    reservetime: 899,
    main: [ticketFixture(), ticketFixture({ id: 2, tickethash_id: 'd'.repeat(32) })],
    toping: [],
    service: [{ action_group: 2234, sum: 120 }],
    addToping: [],
    discountData: { cardCode: null, isBlocked: 0, availableBonuses: 0, promoCode: null, pochtaBankCode: null },
    printingAllowed: false,
    paymentAllowed: true,
    demsumma: '3720',
    urnPay: { '1': '/api/payment/widget', '3': '/api/payment/redirect' },
    payments: [
      { creditcompany_id: 1, protocol_type: 'widget', protocol_kind: 'card', name_ru: 'Банковская карта', descript_ru: 'Visa, MasterCard, МИР' },
      { creditcompany_id: 3, protocol_type: 'redirect', protocol_kind: 'card', name_ru: 'Оплата на странице банка', descript_ru: 'Вы перейдёте на страницу банка' },
    ],
    creditCompanyId: 1,
    name: 'Анна Петрова',
    email: 'anna@example.ru',
    phone: '+79161234567',
    usereturn: 1,
    ...over,
  };
}

/** The same order, paid: codes are printable. */
export function paidOrderFixture(over: Record<string, unknown> = {}) {
  return orderFixture({
    status: 20,
    reservetime: 0,
    printingAllowed: true,
    paymentAllowed: false,
    main: [
      ticketFixture({ _qrcode: 'data:image/png;base64,iVBORw0KGgo=', ticketcode: '1000000001' }),
      ticketFixture({ id: 2, tickethash_id: 'd'.repeat(32), tickettype: 2, ticketcode: '1000000002' }),
    ],
    ...over,
  });
}
