import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import type { AnyEventObject, InspectionEvent } from 'xstate';
import { captchaMachine } from './captcha';
import { categoryCartMachine } from './categoryCart';
import { dateTimeMachine } from './dateTime';
import { createDriver } from '../replay/driver';
import { loyaltyMachine } from './loyalty';
import { orderCreationMachine } from './orderCreation';
import type { OrderCreationInput } from './orderCreation';
import { orderPaymentMachine } from './orderPayment';
import { paymentMethodMachine } from './paymentMethod';
import * as s from '../testing/samples';
import { seatCartMachine } from './seatCart';
import { specialOffersMachine } from './specialOffers';
import { wireCaptcha, wireCategoryBooking, wireOrderPage, wireSeatBooking } from './wiring';

// The wiring between flows on real actors: what one machine announces reaches the next.

const orderInput = (flow: 'category' | 'scheme', captcha: OrderCreationInput['captcha'] = 'none'): OrderCreationInput => ({
  flow,
  hash: 'a'.repeat(40),
  nominal: false,
  mailConfirm: false,
  captcha,
  checkboxes: [],
});
/** The events an actor received, by type (its own system only). */
function received() {
  const events: AnyEventObject[] = [];
  const inspect = (e: InspectionEvent) => {
    if (e.type === '@xstate.event' && e.actorRef.sessionId === e.rootId && !e.event.type.startsWith('xstate.')) events.push(e.event);
  };
  return { events, inspect, of: (type: string) => events.filter((e) => e.type === type) };
}

function categoryPage() {
  const orderLog = received();
  const dateTime = createActor(dateTimeMachine, { input: { calendar: s.calendar, totalLimit: 4, subscriptionQuant: 2 } });
  const cart = createActor(categoryCartMachine, { input: { prices: s.prices } });
  const paymentMethod = createActor(paymentMethodMachine, { input: { usePushkin: true, useBank: true, cultureProgram: true, totalLimit: 4 } });
  const order = createActor(orderCreationMachine, { input: orderInput('category'), inspect: orderLog.inspect });
  // As the page does: wired before the actors start, so the first announcements are heard.
  const unwire = wireCategoryBooking({ dateTime, cart, paymentMethod, order });
  for (const a of [order, cart, paymentMethod, dateTime]) a.start();
  return { dateTime, cart, paymentMethod, order, orderLog, unwire };
}

describe('wiring: the events page', () => {
  it('the chosen session reaches the cart, and the cart lines reach the order only when they change', () => {
    const { dateTime, cart, order, orderLog } = categoryPage();
    expect(cart.getSnapshot().value).toBe('closed');
    dateTime.send({ type: 'SELECT_DATE', date: '01.08.2025' });
    dateTime.send({ type: 'SELECT_TIME', time: '14:00' });
    expect(cart.getSnapshot().context.session).toMatchObject({ date: '01.08.2025', time: '14:00', calendarId: 11 });
    cart.send({ type: 'INCREMENT', key: '1:1' });
    cart.send({ type: 'INCREMENT', key: '1:1' });
    expect(order.getSnapshot().context.items).toMatchObject({ count: 2, lines: [{ day: '01.08.2025', time: '14:00', quantity: 2 }] });
    const sent = orderLog.of('SET_ITEMS').length;
    // A cart change that leaves the lines as they were sends nothing.
    cart.send({ type: 'DECREMENT', key: '2:1' });
    expect(orderLog.of('SET_ITEMS')).toHaveLength(sent);
  });

  it('choosing another date clears the ticket counts, and the order hears the cart is empty', () => {
    const { dateTime, cart, order } = categoryPage();
    dateTime.send({ type: 'SELECT_DATE', date: '01.08.2025' });
    dateTime.send({ type: 'SELECT_TIME', time: '14:00' });
    cart.send({ type: 'INCREMENT', key: '1:1' });
    expect(order.getSnapshot().context.items.count).toBe(1);
    dateTime.send({ type: 'SELECT_DATE', date: '02.08.2025' });
    expect(cart.getSnapshot().context.counts['1:1'] ?? 0).toBe(0);
    expect(order.getSnapshot().context.items.count).toBe(0);
  });

  it('the card reaches the cart and the order; subscription mode reaches the order with the session', () => {
    const { dateTime, cart, paymentMethod, order } = categoryPage();
    paymentMethod.send({ type: 'CHOOSE', card: 'pushkin' });
    expect(cart.getSnapshot().context.card).toBe('pushkin');
    expect(order.getSnapshot().context.card).toBe('pushkin');
    dateTime.send({ type: 'SELECT_DATE', date: '02.08.2025' });
    dateTime.send({ type: 'SET_SUBSCRIPTION_MODE', on: true });
    expect(order.getSnapshot().context.subscriptionMode).toBe(true);
    dateTime.send({ type: 'SET_SUBSCRIPTION_MODE', on: false });
    expect(order.getSnapshot().context.subscriptionMode).toBe(false);
  });

  it('unwired, the flows no longer talk', () => {
    const { dateTime, cart, paymentMethod, order, unwire } = categoryPage();
    unwire();
    dateTime.send({ type: 'SELECT_DATE', date: '02.08.2025' });
    paymentMethod.send({ type: 'CHOOSE', card: 'pushkin' });
    expect(cart.getSnapshot().context.session).toBeNull();
    expect(order.getSnapshot().context.card).toBe('bank');
  });
});

describe('wiring: the scheme page', () => {
  it('seats reach the order; a created order empties the seat cart; the card reaches both', async () => {
    const seatCart = createActor(seatCartMachine, { input: { limit: 2, calendarId: 11 } });
    const paymentMethod = createActor(paymentMethodMachine, { input: { usePushkin: true, useBank: true, cultureProgram: true, totalLimit: 2 } });
    const order = createDriver(orderCreationMachine, { input: { ...orderInput('scheme'), buyer: { fio: 'Анна Петрова', phone: '+7 912 345-67-89', email: 'anna@example.ru' } } });
    wireSeatBooking({ seatCart, paymentMethod, order: order.actor });
    order.start();
    seatCart.start();
    paymentMethod.start();
    seatCart.send({ type: 'ADD_SEAT', seat: s.seat(101) });
    seatCart.send({ type: 'ADD_SEAT', seat: s.seat(102) });
    expect(order.actor.getSnapshot().context.items).toMatchObject({ count: 2, calendarId: 11 });
    // The Pushkin card takes one seat: with two held the cart is over its limit, and the order holds none.
    paymentMethod.send({ type: 'CHOOSE', card: 'pushkin' });
    expect(seatCart.getSnapshot().value).toEqual({ cart: 'overLimit' });
    expect(order.actor.getSnapshot().context).toMatchObject({ card: 'pushkin', items: { count: 0 } });
    seatCart.send({ type: 'REMOVE', seatId: 102 });
    expect(order.actor.getSnapshot().context.items.count).toBe(1);
    paymentMethod.send({ type: 'CHOOSE', card: 'bank' });
    expect(order.actor.getSnapshot().context.card).toBe('bank');
    order.send({ type: 'SUBMIT' });
    expect(order.isHeld('createOrder')).toBe(true);
    await order.settle({ actor: 'createOrder', status: 'done', output: { errorCode: 0, errorText: '', hash: 'new-order' } });
    expect(order.actor.getSnapshot().value).toBe('created');
    expect(seatCart.getSnapshot().context.items).toEqual([]);
  });
});

describe('wiring: the scheme page and its sessions', () => {
  it('another date or time empties the seat cart; the same session keeps it; unwired, nothing moves', () => {
    const dateTime = createActor(dateTimeMachine, { input: { calendar: s.calendar, date: '01.08.2025', time: '14:00', totalLimit: 4 } });
    const seatCart = createActor(seatCartMachine, { input: { limit: 4 } });
    const order = createActor(orderCreationMachine, { input: orderInput('scheme') });
    const unwire = wireSeatBooking({ dateTime, seatCart, order });
    for (const a of [order, seatCart, dateTime]) a.start();
    expect(seatCart.getSnapshot().context.calendarId).toBe(11);
    seatCart.send({ type: 'ADD_SEAT', seat: s.seat(101) });
    dateTime.send({ type: 'SELECT_TIME', time: '14:00' });
    expect(seatCart.getSnapshot().context.items).toHaveLength(1);
    dateTime.send({ type: 'SELECT_TIME', time: '18:00' });
    expect(seatCart.getSnapshot().context).toMatchObject({ calendarId: 12, items: [] });
    seatCart.send({ type: 'ADD_SEAT', seat: s.seat(102) });
    dateTime.send({ type: 'SELECT_DATE', date: '02.08.2025' });
    expect(seatCart.getSnapshot().context).toMatchObject({ calendarId: 21, items: [] });
    seatCart.send({ type: 'ADD_SEAT', seat: s.seat(103) });
    unwire();
    dateTime.send({ type: 'SELECT_DATE', date: '01.08.2025' });
    expect(seatCart.getSnapshot().context).toMatchObject({ calendarId: 21, items: [expect.objectContaining({ seat_id: 103 })] });
  });
});

describe('wiring: the captcha', () => {
  it('the order asks for a fresh captcha each time and hears its proof or its failure', async () => {
    const driver = createDriver(orderCreationMachine, { input: orderInput('category', 'image') });
    driver.start();
    const order = driver.actor;
    const captcha = createDriver(captchaMachine, { input: { mode: 'image' } });
    captcha.start();
    wireCaptcha(order, captcha.actor);
    order.send({ type: 'SET_ITEMS', items: { count: 1, lines: [] } });
    for (const [field, value] of [['fio', 'Анна Петрова'], ['phone', '+7 912 345-67-89'], ['email', 'anna@example.ru']] as const) order.send({ type: 'EDIT', field, value });
    order.send({ type: 'SUBMIT' });
    expect(order.getSnapshot().value).toBe('captcha');
    expect(captcha.actor.getSnapshot().value).toEqual({ image: 'loading' });
    await captcha.settle({ actor: 'loadCaptcha', status: 'done', output: { code: '<svg/>', sid: 's1' } });
    captcha.send({ type: 'CLOSE' });
    expect(order.getSnapshot().value).toBe('editing');
    // A second attempt starts from a fresh captcha, not the failed one.
    order.send({ type: 'SUBMIT' });
    expect(captcha.actor.getSnapshot().value).toEqual({ image: 'loading' });
    await captcha.settle({ actor: 'loadCaptcha', status: 'done', output: { code: '<svg/>', sid: 's2' } });
    captcha.send({ type: 'TYPE', code: 'k9m2' });
    captcha.send({ type: 'SUBMIT' });
    await captcha.settle({ actor: 'checkCaptcha', status: 'done', output: { result: true, sid: 's2', text: 'k9m2' } });
    expect(order.getSnapshot().value).toBe('creating');
    expect(order.getSnapshot().context.proof).toEqual({ kind: 'image', sid: 's2', code: 'k9m2' });
    expect(driver.isHeld('createOrder')).toBe(true);
  });
});

describe('wiring: the order view', () => {
  it('a reloaded order reaches extras and loyalty; their changes reload the order', async () => {
    const payment = createDriver(orderPaymentMachine, { input: { hash: 'order-hash-1' } });
    const offers = createActor(specialOffersMachine, { input: { hash: 'order-hash-1', offers: [], added: [] } }).start();
    const loyalty = createDriver(loyaltyMachine, { input: { hash: 'order-hash-1', discount: null } });
    loyalty.start();
    payment.start();
    wireOrderPage({ payment: payment.actor, offers, loyalty: loyalty.actor });
    const extra = { parent_id: 1, package_id: 1, price_id: 100, cost: 300, limit: 1 };
    const discount = { cardCode: 'C1', isBlocked: 0 as const, availableBonuses: 300, useBonuses: 0, totalBalance: 0, totalDiscount: 0, chargedBonus: 0 };
    await payment.settle({ actor: 'loadOrder', status: 'done', output: s.paymentOrder({ addToping: [extra], discountData: discount }) });
    expect(offers.getSnapshot().context.offers).toEqual([extra]);
    expect(loyalty.actor.getSnapshot().context.discount).toMatchObject({ cardCode: 'C1', availableBonuses: 300 });
    loyalty.send({ type: 'SET_BONUSES', value: '100' });
    loyalty.send({ type: 'APPLY_BONUSES' });
    await loyalty.settle({ actor: 'applyBonuses', status: 'done', output: { errorCode: 0, errorText: '' } });
    expect(payment.actor.getSnapshot().value).toBe('loading');
    await payment.settle({ actor: 'loadOrder', status: 'done', output: s.paymentOrder({ addToping: [], discountData: { ...discount, useBonuses: 100 } }) });
    expect(offers.getSnapshot().context.offers).toEqual([]);
    expect(loyalty.actor.getSnapshot().context.discount).toMatchObject({ useBonuses: 100 });
  });

  it('an order loaded before the wiring starts reaches extras and loyalty at once', async () => {
    const payment = createDriver(orderPaymentMachine, { input: { hash: 'order-hash-2' } });
    payment.start();
    const extra = { parent_id: 1, package_id: 1, price_id: 100, cost: 300, limit: 1 };
    await payment.settle({ actor: 'loadOrder', status: 'done', output: s.paymentOrder({ addToping: [extra] }) });
    const offers = createActor(specialOffersMachine, { input: { hash: 'order-hash-2', offers: [], added: [] } }).start();
    wireOrderPage({ payment: payment.actor, offers });
    expect(offers.getSnapshot().context.offers).toEqual([extra]);
  });
});
