import { captchaMachine } from '../../machines/captcha';
import { cartLimit, cartTotals, categoryCartMachine, rowKey, ticketCount, visibleRows } from '../../machines/categoryCart';
import type { CategoryCartContext } from '../../machines/categoryCart';
import { countdownMachine } from '../../machines/countdown';
import { dateTimeMachine, type CalendarDay } from '../../machines/dateTime';
import { done, ev, key } from '../modelTesting';
import type { Model } from '../modelTesting';
import { buyerErrors, orderCreationMachine } from '../../machines/orderCreation';
import { paymentMethodMachine } from '../../machines/paymentMethod';
import * as s from '../samples';
import { seatCartMachine, seatCount, seatLimit } from '../../machines/seatCart';
import type { SeatCartContext } from '../../machines/seatCart';

// Models of the booking flows: choosing a session and tickets, and creating the order.

export const countdown: Model = {
  name: 'countdown',
  machine: countdownMachine,
  inputs: [{ timers: { a: 2, b: 1 } }, { timers: { a: 0 } }],
  events: {},
  invariant: (snap) => (Object.values(snap.context.remaining as Record<string, number>).some((n) => n < 0) ? 'negative time left' : undefined),
  // A tick a second (the reservation counts down in seconds), and each takes one off.
  timers: { tick: 1000 },
  effects: {
    'xstate.after.tick': (before, after) => {
      const was = before.context.remaining as Record<string, number>;
      const now = after.context.remaining as Record<string, number>;
      const wrong = Object.keys(was).find((k) => now[k] !== Math.max(0, was[k]! - 1));
      return wrong ? `timer '${wrong}' went from ${was[wrong]} to ${now[wrong]}` : undefined;
    },
  },
};

export const dateTime: Model = {
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
  effects: {
    // The session is the one of the day and time the buyer chose, from the calendar.
    SELECT_TIME: (_, after) => sessionOfChoice(after),
    SELECT_DATE: (_, after) => sessionOfChoice(after),
  },
};

function sessionOfChoice(snap: { context: { calendar: CalendarDay[]; date: string | null; time: string | null; session: { date: string; time: string; calendarId: number } | null } }): string | undefined {
  const { session, date, time, calendar } = snap.context;
  if (!session) return undefined;
  if (session.date !== date || session.time !== time) return `the session is ${session.date} ${session.time}, the choice ${String(date)} ${String(time)}`;
  const entry = calendar.find((d) => d.day === date)?._time.find((t) => t.time === time);
  return entry?.calendar_id === session.calendarId ? undefined : `session ${session.calendarId} is not the calendar's ${String(entry?.calendar_id)}`;
}

const cartSessions = [
  s.session(),
  s.session({ time: '18:00', priceTypeId: 2, limit: 1 }),
  s.session({ subscriptionMode: true, limit: 2 }),
  s.session({ priceTypeId: 3 }),
  null,
];
export const categoryCart: Model = {
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
  effects: {
    // One ticket a tap, never past the row's own limit or the places left in it.
    INCREMENT: (before, after, e) => {
      const row = (after.context as CategoryCartContext).prices.find((r) => rowKey(r) === e.key);
      const was = (before.context as CategoryCartContext).counts[e.key] ?? 0;
      const now = (after.context as CategoryCartContext).counts[e.key] ?? 0;
      if (now !== was && now !== was + 1) return `the count went from ${was} to ${now}`;
      if (row && now > was && (now > row.maxlimit || (row.quantity != null && now > row.quantity))) return `${now} tickets in a row limited to ${row.maxlimit} (${row.quantity ?? '∞'} left)`;
      return undefined;
    },
    DECREMENT: (before, after, e) => {
      const was = (before.context as CategoryCartContext).counts[e.key] ?? 0;
      const now = (after.context as CategoryCartContext).counts[e.key] ?? 0;
      return now === was || now === was - 1 ? undefined : `the count went from ${was} to ${now}`;
    },
  },
};

export const paymentMethod: Model = {
  name: 'paymentMethod',
  machine: paymentMethodMachine,
  inputs: [
    { usePushkin: true, useBank: true, cultureProgram: true, totalLimit: 5 },
    { usePushkin: true, useBank: false, cultureProgram: true, totalLimit: 5 },
    { usePushkin: true, useBank: true, cultureProgram: false, totalLimit: 5 },
  ],
  events: { CHOOSE: [ev('CHOOSE', { card: 'pushkin' }), ev('CHOOSE', { card: 'bank' })] },
  invariant: (snap) => (snap.context.card === 'pushkin' && snap.context.limit !== 1 ? 'the Pushkin card allows one ticket' : undefined),
  effects: {
    // The buyer's choice holds when the event offers that card; the bank card takes the event's limit.
    CHOOSE: (before, after, e) => {
      const offered = e.card === 'pushkin' ? before.context.usePushkin && before.context.cultureProgram : before.context.useBank;
      if (offered && after.context.card !== e.card) return `${String(e.card)} chosen, ${String(after.context.card)} kept`;
      if (after.context.card === 'bank' && after.context.limit !== before.context.totalLimit) return `the bank card with a limit of ${String(after.context.limit)}`;
      return undefined;
    },
  },
};

export const seatCart: Model = {
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
  effects: {
    // A created order holds the seats now: the cart starts empty (docs/product/scheme.md).
    ORDER_CREATED: (_, after) => ((after.context as SeatCartContext).items.length === 0 ? undefined : `the cart still holds ${(after.context as SeatCartContext).items.length} after the order`),
    REMOVE: (_, after, e) => ((after.context as SeatCartContext).items.some((i) => i.seat_id === e.seatId) ? `seat ${String(e.seatId)} still in the cart` : undefined),
    ADD_SEAT: (before, after, e) => {
      const c = after.context as SeatCartContext;
      const seatId = (e.seat as { seat_id: number }).seat_id;
      if (after.matches('limitReached')) return seatCount(c) === seatCount(before.context as SeatCartContext) ? undefined : 'a refused seat changed the cart';
      return c.items.some((i) => i.seat_id === seatId) ? undefined : `seat ${seatId} not in the cart`;
    },
    // Another session is another hall: nothing chosen in the last one stays.
    CALENDAR_CHANGED: (before, after, e) =>
      e.calendarId !== (before.context as SeatCartContext).calendarId && (after.context as SeatCartContext).items.length > 0 ? 'places of another session kept' : undefined,
  },
};

export const captcha: Model = {
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
export const orderCreation: Model = {
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
  effects: {
    SET_ITEMS: (_, after, e) => (key(after.context.items) === key(e.items) ? undefined : 'the order does not hold the items it was given'),
    // An accepted order goes to its own page; a refused one stays on the form.
    'xstate.done.actor.createOrder': (_, after, e) => {
      const out = e.output as { errorCode: number; hash?: string };
      if (out.errorCode === 0) return after.matches('created') && after.context.redirect?.hash === out.hash ? undefined : `accepted as ${out.hash ?? '?'}, not redirected to it`;
      return after.matches('created') ? `refused (${out.errorCode}) yet created` : undefined;
    },
  },
};

