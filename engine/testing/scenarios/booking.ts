import type { InputFrom } from 'xstate';
import type { machines } from '../../machines/index';
import * as s from '../samples';
import { reject, resolve, scenario, send, wait } from './run';
import type { Scenario } from './run';

// Choosing a session and tickets, and creating the order.

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

export const bookingScenarios: Scenario[] = [
  scenario('countdown', 'runs-out', { timers: { reservation: 3, group: 1 } }, 'finished', [wait(1000), wait(1000), wait(1000)]),
  // The order came back with no time left: nothing counts down, nothing is announced.
  scenario('countdown', 'already-over', { timers: { reservation: 0 } }, 'finished', []),

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
  // A Pushkin-only event: the bank card cannot be chosen.
  scenario('paymentMethod', 'pushkin-only', { usePushkin: true, useBank: false, cultureProgram: true, totalLimit: 6 }, 'pushkinOnly', [
    send('CHOOSE', { card: 'bank' }),
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
  scenario('captcha', 'recaptcha-unavailable', { mode: 'recaptcha' }, 'failed', [send('REQUEST'), reject('executeRecaptcha', 'recaptcha script blocked')]),
  // Captcha off in the setup: the order goes straight out.
  scenario('captcha', 'none-direct', { mode: 'none' }, 'passed', [send('REQUEST')]),

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
];
