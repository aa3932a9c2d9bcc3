import type { AnyEventObject, InputFrom, StateValue } from 'xstate';
import { createDriver } from './driver';
import { machines } from './index';
import type { MachineId } from './index';
import { createRecorder } from './recorder';
import type { Trace } from './recorder';
import * as s from './samples';

/** One thing that happens to a running machine in a scripted run. */
export type Stimulus =
  | { send: AnyEventObject }
  | { resolve: string; output: unknown }
  | { reject: string; message: string }
  /** Let simulated time pass (timers and countdowns run). */
  | { wait: number };

export type Scenario = { name: string; machine: MachineId; input: unknown; script: Stimulus[]; expect: StateValue };

/** Simulated think time before each stimulus, so that traces carry realistic times. */
const PACE = 400;

function scenario<M extends MachineId>(machine: M, name: string, input: InputFrom<(typeof machines)[M]>, expect: StateValue, script: Stimulus[]): Scenario {
  return { name, machine, input, script, expect };
}

/** Runs a scenario on a fresh actor with a recorder attached; returns the trace and end state. */
export async function runScenario(sc: Scenario): Promise<{ trace: Trace; state: StateValue }> {
  const driver = createDriver(machines[sc.machine], { input: sc.input });
  const recorder = createRecorder(driver.actor, { context: true });
  driver.start();
  try {
    for (const [i, step] of sc.script.entries()) {
      if ('wait' in step) {
        await driver.advanceBy(step.wait);
        continue;
      }
      await driver.advanceBy(PACE);
      if ('send' in step) driver.send(step.send);
      else {
        const result = 'resolve' in step
          ? { actor: step.resolve, status: 'done' as const, output: step.output }
          : { actor: step.reject, status: 'error' as const, error: { name: 'Error', message: step.message } };
        if (!(await driver.settle(result))) throw new Error(`${sc.machine}.${sc.name}: step ${i}: actor '${result.actor}' is not running`);
      }
    }
    return { trace: recorder.trace(), state: driver.actor.getSnapshot().value };
  } finally {
    recorder.stop();
    driver.stop();
  }
}

const send = (type: string, payload: Record<string, unknown> = {}): Stimulus => ({ send: { type, ...payload } });
const resolve = (actor: string, output: unknown): Stimulus => ({ resolve: actor, output });
const reject = (actor: string, message = 'network down'): Stimulus => ({ reject: actor, message });
const wait = (ms: number): Stimulus => ({ wait: ms });

const buyer = [
  send('EDIT', { field: 'fio', value: 'Анна Петрова' }),
  send('EDIT', { field: 'phone', value: '+7 912 345-67-89' }),
  send('EDIT', { field: 'email', value: 'anna@example.ru' }),
  send('TOGGLE_CONSENT', { id: 1, checked: true }),
];
const orderInput = (over: Partial<InputFrom<typeof machines.orderCreation>> = {}): InputFrom<typeof machines.orderCreation> => ({
  flow: 'category',
  hash: 'a'.repeat(40),
  lang: 'ru',
  nominal: false,
  mailConfirm: false,
  captcha: 'image',
  checkboxes: [{ id: 1, filling: 1 }],
  ...over,
});
const lines = { count: 2, lines: [{ day: '01.08.2025', time: '14:00', actionId: 7, categoryId: 1, zoneId: 1, quantity: 2, sum: 2000 }] };
/** A holder's data; a senior's birth date brings the stay-home notice, dismissed at once. */
const holder = (i: number, birthDate = '12.03.1990', senior = false) => [
  send('EDIT', { index: i, field: 'surname', value: 'Петрова' }),
  send('EDIT', { index: i, field: 'name', value: 'Анна' }),
  send('EDIT', { index: i, field: 'birthDate', value: birthDate }),
  ...(senior ? [send('DISMISS')] : []),
  send('EDIT', { index: i, field: 'docTypeId', value: 1 }),
  send('EDIT', { index: i, field: 'docNum', value: '4510 123456' }),
  send('EDIT', { index: i, field: 'countryId', value: 1 }),
  send('EDIT', { index: i, field: 'regionId', value: 10 }),
];
const offers = [
  { parent_id: 1, package_id: 1, price_id: 100, cost: 300, limit: 1 },
  { parent_id: 2, package_id: 1, price_id: 100, cost: 300, limit: 1 },
  { parent_id: 1, package_id: 2, price_id: 200, cost: 150, limit: 2 },
];

export const scenarios: Scenario[] = [
  scenario('countdown', 'runs-out', { timers: { reservation: 3, group: 1 } }, 'finished', [wait(1000), wait(1000), wait(1000)]),

  scenario('dateTime', 'choose-session', { calendar: s.calendar, totalLimit: 4 }, { day: 'session' }, [
    send('SELECT_DATE', { date: '01.08.2025' }),
    send('SELECT_TIME', { time: '14:00' }),
    send('SELECT_TIME', { time: '14:00' }),
    send('SELECT_TIME', { time: '18:00' }),
    send('SELECT_DATE', { date: '02.08.2025' }),
  ]),
  scenario('dateTime', 'unavailable-route', { calendar: s.calendar, date: '03.08.2025', time: '10:00', totalLimit: 4, subscriptionQuant: 2 }, { day: 'noTime' }, [
    send('SELECT_DATE', { date: '03.08.2025' }),
    send('SELECT_DATE', { date: '09.08.2025' }),
    send('SELECT_DATE', { date: '01.08.2025' }),
    send('SELECT_TIME', { time: '10:00' }),
    send('SET_SUBSCRIPTION_MODE', { on: true }),
  ]),

  scenario('categoryCart', 'fill', { prices: s.prices }, { open: { editing: 'shown' } }, [
    send('SESSION_CHANGED', { session: s.session() }),
    send('INCREMENT', { key: '1:1' }),
    send('INCREMENT', { key: '1:1' }),
    send('INCREMENT', { key: '2:1' }),
    send('INCREMENT', { key: '2:1' }),
    send('DECREMENT', { key: '2:1' }),
  ]),
  scenario('categoryCart', 'limits', { prices: s.prices, groupPrices: s.groupPrices }, { open: { editing: 'overLimit' } }, [
    send('SESSION_CHANGED', { session: s.session({ limit: 4 }) }),
    send('SET_GROUP_QUANTITY', { key: '9:2', quantity: 6 }),
    send('DISMISS'),
    send('SET_GROUP_QUANTITY', { key: '9:2', quantity: 3 }),
    send('INCREMENT', { key: '1:1' }),
    send('SESSION_CHANGED', { session: s.session({ time: '14:00', limit: 2 }) }),
  ]),

  scenario('paymentMethod', 'choose-card', { usePushkin: true, useBank: true, cultureProgram: true, totalLimit: 6 }, { choosing: 'bank' }, [
    send('CHOOSE', { card: 'pushkin' }),
    send('CHOOSE', { card: 'pushkin' }),
    send('CHOOSE', { card: 'bank' }),
  ]),
  scenario('paymentMethod', 'culture-programme-off', { usePushkin: true, useBank: false, cultureProgram: false, totalLimit: 6 }, 'bankOnly', [
    send('CHOOSE', { card: 'pushkin' }),
  ]),

  scenario('seatCart', 'buy-seats', { limit: 4, calendarId: 11 }, { cart: 'empty' }, [
    send('ADD_SEAT', { seat: s.seat(101) }),
    send('ADD_SEAT', { seat: s.seat(101) }),
    send('ADD_STANDING', { place: s.seat(900, { row: '', seat: '' }), quantity: 2, placeQuant: 5 }),
    send('REMOVE', { seatId: 101 }),
    send('ORDER_CREATED'),
  ]),
  scenario('seatCart', 'limit-and-card', { limit: 2, calendarId: 11 }, { cart: 'empty' }, [
    send('ADD_SEAT', { seat: s.seat(101) }),
    send('ADD_SEAT', { seat: s.seat(102) }),
    send('ADD_SEAT', { seat: s.seat(103) }),
    send('DISMISS'),
    send('CARD_CHANGED', { card: 'pushkin' }),
    send('REMOVE', { seatId: 102 }),
    send('CALENDAR_CHANGED', { calendarId: 12 }),
  ]),

  scenario('captcha', 'image-retry', { mode: 'image' }, 'idle', [
    send('REQUEST'),
    resolve('loadCaptcha', { code: '<svg/>', sid: 's1' }),
    send('TYPE', { code: 'x7k' }),
    send('SUBMIT'),
    resolve('checkCaptcha', { result: false, sid: 's1', text: '' }),
    resolve('loadCaptcha', { code: '<svg/>', sid: 's2' }),
    send('TYPE', { code: 'k9m2' }),
    send('SUBMIT'),
    resolve('checkCaptcha', { result: true, sid: 's2', text: 'k9m2' }),
    send('RESET'),
  ]),
  scenario('captcha', 'closed', { mode: 'image' }, 'failed', [send('REQUEST'), resolve('loadCaptcha', { code: '<svg/>', sid: 's1' }), send('CLOSE')]),
  scenario('captcha', 'recaptcha', { mode: 'recaptcha' }, 'passed', [send('REQUEST'), resolve('executeRecaptcha', 'token-1')]),

  scenario('orderCreation', 'nominal-order', orderInput({ nominal: true }), 'created', [
    ...buyer,
    send('SET_ITEMS', { items: lines }),
    send('SUBMIT'),
    send('CAPTCHA_PASSED', { proof: { kind: 'image', sid: 's1', code: 'k9m2' } }),
    resolve('createOrder', { errorCode: 0, errorText: '', hash: 'new-order' }),
  ]),
  scenario('orderCreation', 'refusals', orderInput(), 'editing', [
    send('SET_ITEMS', { items: lines }),
    send('SUBMIT'),
    ...buyer,
    send('SUBMIT'),
    send('CAPTCHA_PASSED', { proof: { kind: 'image', sid: 's1', code: 'bad' } }),
    resolve('createOrder', { errorCode: -1001, errorText: 'captcha' }),
    send('CAPTCHA_PASSED', { proof: { kind: 'image', sid: 's2', code: 'k9m2' } }),
    resolve('createOrder', { errorCode: -9998, errorText: 'Достигнут лимит' }),
    send('DISMISS'),
    send('SUBMIT'),
    send('CAPTCHA_FAILED'),
    send('SUBMIT'),
    send('CAPTCHA_PASSED', { proof: { kind: 'image', sid: 's3', code: 'k9m2' } }),
    reject('createOrder'),
  ]),
  scenario('orderCreation', 'subscription', orderInput({ captcha: 'none', subscriptionMode: true }), 'created', [
    ...buyer,
    send('SET_ITEMS', { items: { ...lines, lines: [{ ...lines.lines[0]!, sum: 0, seatId: 0 }] } }),
    send('SUBMIT'),
    send('CANCEL'),
    send('SUBMIT'),
    send('CONFIRM'),
    resolve('createOrder', { errorCode: 0, errorText: '', hash: 'sub-order' }),
  ]),

  scenario('orderPayment', 'qr-paid', { hash: 'order-hash-1', lang: 'ru' }, 'paid', [
    resolve('loadOrder', s.paymentOrder({ addToping: offers })),
    send('SELECT_PAYMENT', { id: 2 }),
    send('PAY'),
    send('GO_TO_PAYMENT'),
    resolve('pay', { errorCode: 0, errorText: '', form_qr_url: 'https://qr.example/1', form_qr_code: 'data' }),
    wait(10_000),
    resolve('checkQrStatus', 0),
    wait(10_000),
    resolve('checkQrStatus', 1),
    resolve('loadOrder', s.paymentOrder({ printingAllowed: true, reservetime: 0 })),
  ]),
  scenario('orderPayment', 'refused-and-declined', { hash: 'order-hash-1' }, { payable: 'choosing' }, [
    resolve('loadOrder', s.paymentOrder({ payments: s.paymentOrder().payments.concat({ creditcompany_id: 9, protocol_type: 'bank', protocol_kind: '9' }) })),
    send('PAY'),
    send('DISMISS'),
    send('SELECT_PAYMENT', { id: 9 }),
    send('PAY'),
    send('DISMISS'),
    send('SELECT_PAYMENT', { id: 1 }),
    send('PAY'),
    resolve('pay', { errorCode: -9997, errorText: 'Unable to pay' }),
    send('DISMISS'),
    send('SELECT_PAYMENT', { id: 3 }),
    send('PAY'),
    resolve('pay', { errorCode: 0, errorText: '', bankInvoiceId: 'inv-1', backUrl: 'https://shop.example/order' }),
    resolve('openWidget', 'fail'),
    send('DISMISS'),
    send('PAY'),
    resolve('pay', { errorCode: 0, errorText: '', bankInvoiceId: 'inv-2' }),
    resolve('openWidget', 'closed'),
  ]),
  scenario('orderPayment', 'pushkin-verification', { hash: 'order-hash-1' }, 'paid', [
    resolve('loadOrder', s.paymentOrder()),
    send('SELECT_PAYMENT', { id: 4 }),
    send('PAY'),
    resolve('pay', { errorCode: 0, errorText: '', pushkinCode: 3 }),
    wait(20_000),
    resolve('loadOrder', s.paymentOrder({ discountData: { pochtaBankCode: 3, isBlocked: 0, availableBonuses: 0, useBonuses: 0, totalBalance: 0, totalDiscount: 0, chargedBonus: 0 } })),
    wait(20_000),
    resolve('loadOrder', s.paymentOrder({ printingAllowed: true, discountData: { pochtaBankCode: 0, isBlocked: 0, availableBonuses: 0, useBonuses: 0, totalBalance: 0, totalDiscount: 0, chargedBonus: 0 } })),
  ]),
  scenario('orderPayment', 'reservation-expires', { hash: 'order-hash-1' }, 'expired', [resolve('loadOrder', s.paymentOrder({ reservetime: 5 })), wait(5000)]),
  scenario('orderPayment', 'bank-redirect', { hash: 'order-hash-1' }, { payable: 'leaving' }, [
    resolve('loadOrder', s.paymentOrder({ payments: [s.paymentOrder().payments[0]!] })),
    send('PAY'),
    resolve('pay', { errorCode: 0, errorText: '', bankUrl: 'https://bank.example/pay/1' }),
  ]),

  scenario('specialOffers', 'add-and-remove', { hash: 'order-hash-1', offers, added: [] }, 'ready', [
    send('TOGGLE', { uid: '1:1:100' }),
    send('TOGGLE', { uid: '2:1:100' }),
    send('TOGGLE', { uid: '1:2:200' }),
    send('TOGGLE', { uid: '1:2:200' }),
    send('ADD'),
    resolve('addOffers', { errorCode: 0, errorText: '' }),
    send('ORDER_RELOADED', { offers, added: [{ id: 77, candelete: 1 }] }),
    send('REMOVE', { id: 77 }),
    resolve('removeOffer', null),
  ]),
  scenario('specialOffers', 'refused', { hash: 'order-hash-1', offers, added: [] }, 'ready', [
    send('ADD'),
    send('TOGGLE', { uid: '1:1:100' }),
    send('ADD'),
    resolve('addOffers', { errorCode: -9999, errorText: 'internal' }),
    send('DISMISS'),
    send('ADD'),
    reject('addOffers'),
  ]),

  scenario('loyalty', 'bonuses-and-promo', { hash: 'order-hash-1', lang: 'ru', discount: { cardCode: 'C1', isBlocked: 0, availableBonuses: 300 } }, { active: { bonuses: 'idle', promo: 'none' } }, [
    send('SET_BONUSES', { value: '500' }),
    send('APPLY_BONUSES'),
    send('SET_BONUSES', { value: '200' }),
    send('APPLY_BONUSES'),
    resolve('applyBonuses', { errorCode: 0, errorText: '' }),
    send('SET_PROMO', { code: 'SUMMER' }),
    send('APPLY_PROMO'),
    resolve('applyPromo', { errorCode: -1, errorText: 'Invalid promo code' }),
    send('SET_PROMO', { code: 'AUTUMN' }),
    send('APPLY_PROMO'),
    resolve('applyPromo', { errorCode: 0, errorText: '', promoCode: 'AUTUMN' }),
    send('REMOVE_PROMO'),
    resolve('cancelDiscount', null),
  ]),
  scenario('loyalty', 'blocked-card', { hash: 'order-hash-1', discount: { cardCode: 'C1', isBlocked: 1, availableBonuses: 300 } }, 'hidden', [
    send('APPLY_BONUSES'),
    send('ORDER_RELOADED', { discount: { cardCode: 'C1', isBlocked: 1, availableBonuses: 0 } }),
  ]),

  scenario('refund', 'apply', { hash: 'order-hash-1', lang: 'ru', returnAllowed: true }, { ready: 'form' }, [
    resolve('loadReturn', s.returnData()),
    send('TOGGLE_TICKET', { id: 3 }),
    wait(5000),
    send('TOGGLE_TICKET', { id: 3 }),
    send('TOGGLE_TICKET', { id: 1 }),
    send('SELECT_REASON', { id: 2 }),
    send('SET_CONSENT', { on: true }),
    send('SUBMIT'),
    send('CANCEL'),
    send('SUBMIT'),
    send('CONFIRM'),
    resolve('createReturn', null),
    resolve('loadReturn', s.returnData([s.refundRow({ status_id: 60 }), s.refundRow({ id: 2 })])),
  ]),
  scenario('refund', 'confirm-by-link', { hash: 'order-hash-1', hashConf: 'f00dcafe', returnAllowed: true }, { ready: 'confirmed' }, [
    resolve('loadReturn', s.returnData([s.refundRow({ status_id: 60 })])),
    send('SUBMIT'),
    send('SET_CONSENT', { on: true }),
    send('SUBMIT'),
    resolve('confirmReturn', { errorCode: -9999, errorText: 'try later' }),
    send('DISMISS'),
    send('SUBMIT'),
    resolve('confirmReturn', { errorCode: 0, errorText: '' }),
  ]),
  scenario('refund', 'not-allowed', { hash: 'order-hash-1', returnAllowed: false }, 'toOrder', []),

  scenario('nominalForm', 'confirm', { hash: 'order-hash-1', lang: 'ru', today: '2025-08-01' }, 'done', [
    resolve('loadOrderData', s.nominalData([s.nominalTicket(), s.nominalTicket({ id: 502, needage: 1, needdocument: 0 })])),
    send('SUBMIT'),
    ...holder(0, '01.01.1950', true),
    ...holder(1).filter((st) => !('send' in st) || !['birthDate', 'docTypeId', 'docNum'].includes(String(st.send.field))),
    send('EDIT', { index: 1, field: 'age', value: '12' }),
    send('TOGGLE_CONSENT', { id: 1, checked: true }),
    send('SUBMIT'),
    resolve('confirmNominal', { errorCode: 0, errorText: '', hash: 'order-hash-1' }),
  ]),
  scenario('nominalForm', 'refused-then-expired', { hash: 'order-hash-1', today: '2025-08-01' }, 'expired', [
    resolve('loadOrderData', s.nominalData([s.nominalTicket({ reservetime: 60 })])),
    ...holder(0),
    send('TOGGLE_CONSENT', { id: 1, checked: true }),
    send('SUBMIT'),
    resolve('confirmNominal', { errorCode: -9999, errorText: 'Ошибка' }),
    send('DISMISS'),
    send('LANGUAGE_CHANGED', { lang: 'en' }),
    resolve('loadOrderData', s.nominalData([s.nominalTicket({ reservetime: 30 })])),
    wait(30_000),
  ]),
  scenario('nominalForm', 'already-confirmed', { hash: 'order-hash-1', today: '2025-08-01' }, 'toOrder', [
    resolve('loadOrderData', s.nominalData([s.nominalTicket({ demandstatusid: 20 })])),
  ]),
];

export const traceFileName = (sc: Scenario) => `${sc.machine}.${sc.name}.json`;
