import type { CalendarDay } from '../machines/dateTime';
import type { CartPriceRow } from '../machines/categoryCart';
import type { PaymentOrder } from '../machines/orderPayment';
import type { NominalOrderData, NominalTicket } from '../machines/nominalForm';
import type { RefundRow, ReturnData } from '../machines/refund';
import type { SeatChoice } from '../machines/seatCart';
import type { Session } from '../machines/dateTime';

// Small, readable sample data for the scenarios, unit tests and models: one event with
// two session days, a disabled day, a single-time day and a handful of price rows.

export const calendar: CalendarDay[] = [
  { day: '01.08.2025', _time: [{ time: '14:00', quantity: 5, pricetype_id: 1, calendar_id: 11 }, { time: '18:00', quantity: 2, pricetype_id: 2, calendar_id: 12 }] },
  { day: '02.08.2025', _time: [{ time: '12:00', quantity: 10, pricetype_id: 1, calendar_id: 21 }] },
  { day: '03.08.2025', _time: [{ time: '10:00', quantity: 0, pricetype_id: 1, calendar_id: 31 }] },
];

export const row = (over: Partial<CartPriceRow>): CartPriceRow => ({
  action_id: 7,
  clientcategory_id: 1,
  zonelevel_id: 1,
  price: 1000,
  priceservise: 0,
  minlimit: 0,
  maxlimit: 1000,
  quantity: null,
  needprice: 0,
  pricetype_id: 1,
  useproculture: 0,
  currency_id: 1,
  ...over,
});

export const prices: CartPriceRow[] = [
  row({ clientcategory_id: 1, price: 1000, priceservise: 50 }),
  // Children: bank card only, 10 % service fee.
  row({ clientcategory_id: 2, price: 500, priceservise: 10, currency_id: 2, useproculture: 2 }),
  // A Pushkin-card-only row.
  row({ clientcategory_id: 3, price: 800, useproculture: 1 }),
  row({ clientcategory_id: 1, price: 1500, pricetype_id: 2 }),
];

export const groupPrices: CartPriceRow[] = [row({ clientcategory_id: 9, zonelevel_id: 2, price: 3000, minlimit: 1, maxlimit: 5 })];

export const session = (over: Partial<Session> = {}): Session => ({
  date: '01.08.2025',
  time: '14:00',
  priceTypeId: 1,
  calendarId: 11,
  quantity: 5,
  limit: 3,
  subscriptionMode: false,
  ...over,
});

export const seat = (id: number, over: Partial<SeatChoice> = {}): SeatChoice => ({
  seat_id: id,
  sector: 1,
  row: '3',
  seat: String(id),
  price: 2000,
  priceservise: 100,
  category: 'Stalls',
  ...over,
});

export const paymentOrder = (over: Partial<PaymentOrder> = {}): PaymentOrder => ({
  hash: 'order-hash-1',
  reservetime: 900,
  printingAllowed: false,
  paymentAllowed: true,
  urnPay: { '1': '/api/pay/card', '2': '/api/pay/qr', '3': '/api/pay/wallet', '4': '/api/pay/pushkin' },
  payments: [1, 2, 3, 4].map((id) => ({ creditcompany_id: id, protocol_type: 'bank', protocol_kind: String(id) })),
  addToping: [],
  toping: [],
  discountData: null,
  status: 0,
  creditCompanyId: null,
  ...over,
});

export const nominalTicket = (over: Partial<NominalTicket> = {}): NominalTicket => ({
  id: 501,
  demandstatusid: 0,
  reservetime: 600,
  needage: 2,
  needmiddlename: 0,
  needdocument: 1,
  needcountry: 1,
  needregion: 1,
  ...over,
});

export const nominalData = (tickets: NominalTicket[] = [nominalTicket()]): NominalOrderData => ({
  response: tickets,
  checkboxList: [{ id: 1, filling: 1 }, { id: 2, filling: 0 }],
  docTypes: [{ id: 1, country_id: 1 }, { id: 7, country_id: null }],
  countries: [{ id: 1 }, { id: 2 }],
  regions: [{ id: 10, country_id: 1 }, { id: 11, country_id: 1 }, { id: 20, country_id: 2 }],
});

export const refundRow = (over: Partial<RefundRow> = {}): RefundRow => ({ id: 1, status_id: 0, returndatime: 3600, sortnum: 1, quant: 1, summa: 1000, ...over });

export const returnData = (rows: RefundRow[] = [refundRow(), refundRow({ id: 2 }), refundRow({ id: 3, sortnum: 2, returndatime: 5 })]): ReturnData => ({
  error_code: 0,
  rows,
  date: '2025-08-01',
  text: 'consent',
  reasons: [{ id: 1 }, { id: 2 }],
});
