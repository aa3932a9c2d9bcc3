import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import { cartLimit, cartTotals, ticketCount, visibleRows, rowKey, categoryCartMachine } from './categoryCart';
import type { CategoryCartContext } from './categoryCart';
import { captchaMachine } from './captcha';
import { countdownMachine } from './countdown';
import { dateTimeMachine } from './dateTime';
import { canonicalJson, digest } from './digest';
import { loyaltyMachine } from './loyalty';
import type { Model } from './modelTesting';
import { holderErrors, nominalFormMachine } from './nominalForm';
import { isSenior } from './validation';
import type { HolderData } from './validation';
import { buyerErrors, orderCreationMachine } from './orderCreation';
import { orderPaymentMachine } from './orderPayment';
import { paymentMethodMachine } from './paymentMethod';
import { refundMachine, selectable } from './refund';
import { seatCartMachine, seatCount, seatLimit } from './seatCart';
import type { SeatCartContext } from './seatCart';
import { offerDisabled, specialOffersMachine } from './specialOffers';
import * as s from './samples';

// The models of model.test.ts: for each machine, the inputs and event payloads that
// reach every branch, an abstraction that keeps its graph small, and the business rules
// that must hold in every reachable state.

const ev = (type: string, payload: Record<string, unknown> = {}): AnyEventObject => ({ type, ...payload });
const done = (actor: string, ...outputs: unknown[]) => ({ [`xstate.done.actor.${actor}`]: outputs.map((output) => ev(`xstate.done.actor.${actor}`, { output })) });
const key = (value: unknown) => canonicalJson(value);

const countdown: Model = {
  name: 'countdown',
  machine: countdownMachine,
  inputs: [{ timers: { a: 2, b: 1 } }, { timers: { a: 0 } }],
  events: {},
  invariant: (snap) => (Object.values(snap.context.remaining as Record<string, number>).some((n) => n < 0) ? 'negative time left' : undefined),
};

const dateTime: Model = {
  name: 'dateTime',
  machine: dateTimeMachine,
  inputs: [
    { calendar: s.calendar, totalLimit: 4, subscriptionQuant: 1 },
    { calendar: s.calendar, date: '03.08.2025', totalLimit: 4 },
    { calendar: s.calendar, date: '01.08.2025', time: '18:00', totalLimit: 4 },
    { calendar: s.calendar, date: '01.08.2025', time: '10:00', totalLimit: 4 },
    { calendar: [s.calendar[2]!], totalLimit: 4 },
  ],
  events: {
    SELECT_DATE: ['01.08.2025', '02.08.2025', '03.08.2025'].map((date) => ev('SELECT_DATE', { date })),
    SELECT_TIME: ['14:00', '18:00', '10:00'].map((time) => ev('SELECT_TIME', { time })),
    SET_SUBSCRIPTION_MODE: [ev('SET_SUBSCRIPTION_MODE', { on: true }), ev('SET_SUBSCRIPTION_MODE', { on: false })],
  },
  invariant: (snap) => {
    const session = snap.context.session as { limit: number; quantity: number } | null;
    if (session && session.limit > session.quantity) return 'limit above the places left';
    if (!!session !== snap.matches({ day: 'session' })) return 'a session exactly when one is chosen';
    return undefined;
  },
};

const cartSessions = [
  s.session(),
  s.session({ time: '18:00', priceTypeId: 2, limit: 1 }),
  s.session({ subscriptionMode: true, limit: 2 }),
  s.session({ priceTypeId: 3 }),
  null,
];
const categoryCart: Model = {
  name: 'categoryCart',
  machine: categoryCartMachine,
  inputs: [
    { prices: [...s.prices, s.row({ clientcategory_id: 4, needprice: 1, minlimit: 1, price: 0 })], groupPrices: s.groupPrices },
    { prices: [s.row({ clientcategory_id: 3, useproculture: 1 })], free: true },
  ],
  events: {
    SESSION_CHANGED: cartSessions.map((session) => ev('SESSION_CHANGED', { session })),
    CARD_CHANGED: [ev('CARD_CHANGED', { card: 'pushkin' }), ev('CARD_CHANGED', { card: 'bank' })],
    INCREMENT: (snap) => visibleRows(snap.context as CategoryCartContext).map((r) => ev('INCREMENT', { key: rowKey(r) })),
    DECREMENT: (snap) => visibleRows(snap.context as CategoryCartContext).map((r) => ev('DECREMENT', { key: rowKey(r) })),
    SET_GROUP_QUANTITY: [1, 9, -1].map((quantity) => ev('SET_GROUP_QUANTITY', { key: '9:2', quantity })),
  },
  serialize: (snap) => {
    const c = snap.context as CategoryCartContext;
    const t = cartTotals(c);
    return key([snap.value, c.session && [c.session.priceTypeId, c.session.limit, c.session.subscriptionMode], c.card, c.counts['1:1'] ?? 0, c.counts['4:1'] ?? 0, t.count, t.groupCount, t.total > 0, c.free]);
  },
  invariant: (snap) => {
    const c = snap.context as CategoryCartContext;
    if (snap.matches({ open: { editing: 'shown' } }) && ticketCount(c) > cartLimit(c)) return 'form shown over the limit';
    const overLimit = snap.matches({ open: { editing: 'overLimit' } }) || snap.matches({ open: 'limitError' }) || snap.matches('closed');
    if (ticketCount(c) > cartLimit(c) && !overLimit) return 'a selection above the limit not flagged';
    return undefined;
  },
};

const paymentMethod: Model = {
  name: 'paymentMethod',
  machine: paymentMethodMachine,
  inputs: [
    { usePushkin: true, useBank: true, cultureProgram: true, totalLimit: 5 },
    { usePushkin: true, useBank: false, cultureProgram: true, totalLimit: 5 },
    { usePushkin: true, useBank: true, cultureProgram: false, totalLimit: 5 },
  ],
  events: { CHOOSE: [ev('CHOOSE', { card: 'pushkin' }), ev('CHOOSE', { card: 'bank' })] },
  invariant: (snap) => (snap.context.card === 'pushkin' && snap.context.limit !== 1 ? 'the Pushkin card allows one ticket' : undefined),
};

const seatCart: Model = {
  name: 'seatCart',
  machine: seatCartMachine,
  inputs: [{ limit: 2, calendarId: 11 }],
  events: {
    ADD_SEAT: [ev('ADD_SEAT', { seat: s.seat(1) }), ev('ADD_SEAT', { seat: s.seat(2) }), ev('ADD_SEAT', { seat: s.seat(3) })],
    ADD_STANDING: [1, 3].map((quantity) => ev('ADD_STANDING', { place: s.seat(9), quantity, placeQuant: 2 })),
    REMOVE: [ev('REMOVE', { seatId: 1 }), ev('REMOVE', { seatId: 9 })],
    CALENDAR_CHANGED: [ev('CALENDAR_CHANGED', { calendarId: 11 }), ev('CALENDAR_CHANGED', { calendarId: 12 })],
    CARD_CHANGED: [ev('CARD_CHANGED', { card: 'pushkin' }), ev('CARD_CHANGED', { card: 'bank' })],
  },
  invariant: (snap) => {
    const c = snap.context as SeatCartContext;
    if (seatCount(c) > seatLimit(c) && !snap.matches({ cart: 'overLimit' }) && !snap.matches('limitReached')) return 'more seats than the limit, not flagged';
    return c.items.some((i) => i.standing && i.quantity > 2) ? 'standing places above the area' : undefined;
  },
};

const captcha: Model = {
  name: 'captcha',
  machine: captchaMachine,
  inputs: [{ mode: 'none' }, { mode: 'recaptcha' }, { mode: 'image' }],
  events: {
    TYPE: [ev('TYPE', { code: 'k9m2' }), ev('TYPE', { code: '123456789' }), ev('TYPE', { code: '' })],
    ...done('executeRecaptcha', 'token'),
    ...done('loadCaptcha', { code: '<svg/>', sid: 's1' }),
    ...done('checkCaptcha', { result: true, sid: 's1', text: 'k9m2' }, { result: false, sid: 's1', text: '' }),
  },
  serialize: (snap) => key([snap.value, snap.context.code !== '', snap.context.proof?.kind ?? null, !!snap.context.error]),
  invariant: (snap) => (snap.matches('passed') !== !!snap.context.proof ? 'a proof exactly when passed' : undefined),
};

const orderInput = { flow: 'category', hash: 'h', nominal: false, mailConfirm: true, captcha: 'image', checkboxes: [{ id: 1, filling: 1 }] };
const orderCreation: Model = {
  name: 'orderCreation',
  machine: orderCreationMachine,
  inputs: [orderInput, { ...orderInput, flow: 'scheme', nominal: true, mailConfirm: false, captcha: 'none', subscriptionMode: true }],
  events: {
    EDIT: [
      ev('EDIT', { field: 'fio', value: 'Анна Петрова' }),
      ev('EDIT', { field: 'phone', value: '+79123456789' }),
      ev('EDIT', { field: 'email', value: 'anna@example.ru' }),
      ev('EDIT', { field: 're_email', value: 'anna@example.ru' }),
    ],
    SET_NO_PATRONYMIC: [ev('SET_NO_PATRONYMIC', { on: true })],
    TOGGLE_CONSENT: [ev('TOGGLE_CONSENT', { id: 1, checked: true })],
    SET_ITEMS: [ev('SET_ITEMS', { items: { count: 1, lines: [], tickets: [], calendarId: 11 } })],
    SET_CARD: [ev('SET_CARD', { card: 'bank' })],
    SET_SUBSCRIPTION_MODE: [ev('SET_SUBSCRIPTION_MODE', { on: false })],
    CAPTCHA_PASSED: [ev('CAPTCHA_PASSED', { proof: { kind: 'image', sid: 's', code: 'c' } })],
    ...done('createOrder', { errorCode: 0, errorText: '', hash: 'new' }, { errorCode: -1001, errorText: '' }, { errorCode: -9998, errorText: 'limit' }),
  },
  serialize: (snap) => key([snap.value, Object.keys(buyerErrors(snap.context as never)).sort(), snap.context.consents, snap.context.items.count, snap.context.subscriptionMode, snap.context.showErrors, !!snap.context.proof, !!snap.context.error]),
  invariant: (snap) => (snap.matches('created') && !snap.context.redirect?.hash ? 'created without an order hash' : undefined),
};

const payable = s.paymentOrder({ payments: [...s.paymentOrder().payments, { creditcompany_id: 9, protocol_type: 'bank', protocol_kind: '9' }] });
const withExtras = s.paymentOrder({ addToping: [{ parent_id: 1, package_id: 1, price_id: 1, cost: 100, limit: 1 }] });
const code = (pochtaBankCode: number) => ({ discountData: { pochtaBankCode, isBlocked: 0 as const, availableBonuses: 0, useBonuses: 0, totalBalance: 0, totalDiscount: 0, chargedBonus: 0 } });
const orderPayment: Model = {
  name: 'orderPayment',
  machine: orderPaymentMachine,
  inputs: [{ hash: 'order-hash-1' }],
  events: {
    ...done(
      'loadOrder',
      payable,
      withExtras,
      s.paymentOrder({ printingAllowed: true }),
      s.paymentOrder({ paymentAllowed: false }),
      s.paymentOrder({ reservetime: 0 }),
      s.paymentOrder(code(4)),
      s.paymentOrder(code(3)),
      { errorCode: -404, errorText: 'not found' },
    ),
    ...done(
      'pay',
      { errorCode: -9997, errorText: 'no' },
      { errorCode: 0, pushkinCode: 3 },
      { errorCode: 0, pushkinCode: 4 },
      { errorCode: 0, pushkinCode: 0 },
      { errorCode: 0, bankUrl: 'https://bank/1' },
      { errorCode: 0, form_action: 'https://bank/form', form_bank: { a: '1' } },
      { errorCode: 0, form_qr_url: 'https://qr/1' },
      { errorCode: 0, bankInvoiceId: 'inv' },
      { errorCode: 0 },
    ),
    ...done('checkQrStatus', 0, 1),
    ...done('openWidget', 'success', 'fail', 'closed'),
    SELECT_PAYMENT: [1, 9, 42].map((id) => ev('SELECT_PAYMENT', { id })),
    'COUNTDOWN.EXPIRED': [ev('COUNTDOWN.EXPIRED', { key: 'reservation' })],
  },
  serialize: (snap) => key([snap.value, snap.context.order && digest(snap.context.order), snap.context.paymentId, snap.context.error?.key ?? null, snap.context.pushkin, snap.context.navigation?.kind ?? null]),
  invariant: (snap) => {
    const c = snap.context;
    if (snap.matches('payable') && (!c.order || c.order.printingAllowed || c.order.reservetime <= 0)) return 'payment form without an unpaid, reserved order';
    if (snap.matches({ payable: 'leaving' }) && !c.navigation) return 'leaving without a destination';
    return undefined;
  },
  limit: 50_000,
};

const offerList = [
  { parent_id: 1, package_id: 1, price_id: 100, cost: 300, limit: 1 },
  { parent_id: 2, package_id: 1, price_id: 100, cost: 300, limit: 1 },
];
const specialOffers: Model = {
  name: 'specialOffers',
  machine: specialOffersMachine,
  inputs: [{ hash: 'h', offers: offerList, added: [{ id: 5, candelete: 1 }, { id: 6, candelete: 0 }] }],
  events: {
    TOGGLE: ['1:1:100', '2:1:100'].map((uid) => ev('TOGGLE', { uid })),
    REMOVE: [5, 6].map((id) => ev('REMOVE', { id })),
    ORDER_RELOADED: [ev('ORDER_RELOADED', { offers: offerList.slice(1), added: [] })],
    ...done('addOffers', { errorCode: 0, errorText: '' }, { errorCode: -9999, errorText: 'x' }),
    ...done('removeOffer', null, { errorCode: -9999, errorText: 'x' }),
  },
  invariant: (snap) => {
    const c = snap.context;
    const overLimit = c.offers.some((o: (typeof offerList)[number]) => c.selected.filter((uid: string) => c.offers.some((x: (typeof offerList)[number]) => `${x.parent_id}:${x.package_id}:${x.price_id}` === uid && x.price_id === o.price_id)).length > o.limit);
    return overLimit || c.offers.some((o: (typeof offerList)[number]) => offerDisabled(c, o) && c.selected.includes(`${o.parent_id}:${o.package_id}:${o.price_id}`)) ? 'selection above an offer limit' : undefined;
  },
};

const discount = { cardCode: 'C1', isBlocked: 0, availableBonuses: 300 };
const loyalty: Model = {
  name: 'loyalty',
  machine: loyaltyMachine,
  inputs: [{ hash: 'h', discount }, { hash: 'h', discount: { ...discount, promoCode: 'OLD' } }],
  events: {
    SET_BONUSES: ['100', '500'].map((value) => ev('SET_BONUSES', { value })),
    SET_PROMO: ['ab', 'SUMMER'].map((code) => ev('SET_PROMO', { code })),
    ORDER_RELOADED: [ev('ORDER_RELOADED', { discount: { ...discount, isBlocked: 1 } })],
    ...done('applyBonuses', { errorCode: 0, errorText: '' }, { errorCode: -1, errorText: 'x' }),
    ...done('applyPromo', { errorCode: 0, errorText: '' }, { errorCode: -1, errorText: 'x' }),
    ...done('cancelDiscount', null, { errorCode: -1, errorText: 'x' }),
  },
  serialize: (snap) => key([snap.value, snap.context.bonuses, snap.context.promo, snap.context.bonusesApplied, !!snap.context.bonusError, !!snap.context.promoError, snap.context.discount?.isBlocked]),
  invariant: (snap) => (snap.matches('active') && snap.context.discount?.isBlocked === 1 ? 'a blocked card shows the block' : undefined),
};

const refund: Model = {
  name: 'refund',
  machine: refundMachine,
  inputs: [{ hash: 'h', returnAllowed: true }, { hash: 'h', hashConf: 'abcdef', returnAllowed: true }, { hash: 'h', returnAllowed: false }],
  events: {
    ...done('loadReturn', s.returnData(), s.returnData([s.refundRow({ status_id: 70 })]), { error_code: -404, rows: [], reasons: [] }),
    ...done('createReturn', null, { errorCode: -9999, errorText: 'x' }),
    ...done('confirmReturn', { errorCode: 0, errorText: '' }, { errorCode: -9999, errorText: 'x' }),
    TOGGLE_TICKET: [1, 3, 0].map((id) => ev('TOGGLE_TICKET', { id })),
    SELECT_REASON: [1, 99].map((id) => ev('SELECT_REASON', { id })),
    SET_CONSENT: [ev('SET_CONSENT', { on: true })],
    'COUNTDOWN.EXPIRED': [ev('COUNTDOWN.EXPIRED', { key: '2' })],
  },
  serialize: (snap) => {
    const c = snap.context;
    return key([snap.value, digest(c.rows), [...c.selected].sort(), c.reason, c.consent, c.expired, c.notice, !!c.error, c.hashConf ?? null]);
  },
  invariant: (snap) => (snap.context.selected.some((id: number) => !selectable(snap.context, id)) ? 'a ticket selected that cannot be returned' : undefined),
  limit: 100_000,
};

const nominalForm: Model = {
  name: 'nominalForm',
  machine: nominalFormMachine,
  inputs: [{ hash: 'h', today: '2025-08-01' }],
  events: {
    ...done(
      'loadOrderData',
      s.nominalData([s.nominalTicket({ needdocument: 0, needcountry: 0, needregion: 0 })]),
      s.nominalData([]),
      s.nominalData([s.nominalTicket({ demandstatusid: 90 })]),
      s.nominalData([s.nominalTicket({ reservetime: 0 })]),
    ),
    ...done('confirmNominal', { errorCode: 0, errorText: '', hash: 'h2' }, { errorCode: -9999, errorText: 'x' }),
    EDIT: [
      ev('EDIT', { index: 0, field: 'surname', value: 'Петрова' }),
      ev('EDIT', { index: 0, field: 'name', value: 'Анна' }),
      ev('EDIT', { index: 0, field: 'birthDate', value: '01.01.1990' }),
      ev('EDIT', { index: 0, field: 'birthDate', value: '01.01.1950' }),
      ev('EDIT', { index: 3, field: 'name', value: 'Анна' }),
    ],
    TOGGLE_CONSENT: [ev('TOGGLE_CONSENT', { id: 1, checked: true })],
    LANGUAGE_CHANGED: [ev('LANGUAGE_CHANGED', { lang: 'en' })],
    'COUNTDOWN.EXPIRED': [ev('COUNTDOWN.EXPIRED', { key: 'reservation' })],
  },
  serialize: (snap: AnyMachineSnapshot) =>
    key([
      snap.value,
      snap.context.data && digest(snap.context.data),
      // Which fields are still wrong, not what they hold: the guards read no more.
      snap.context.data ? holderErrors(snap.context as never).map((e) => Object.keys(e).sort()) : null,
      snap.context.holders.map((h: HolderData) => isSenior(h, snap.context.today)),
      snap.context.consents,
      !!snap.context.error,
    ]),
  invariant: (snap) => (snap.matches('done') && !snap.context.redirect ? 'done without the order to show' : undefined),
};

export const models: Model[] = [countdown, dateTime, categoryCart, paymentMethod, seatCart, captcha, orderCreation, orderPayment, specialOffers, loyalty, refund, nominalForm];
