import { digest } from '../../replay/digest';
import { loyaltyMachine } from '../../machines/loyalty';
import { done, ev, key } from '../modelTesting';
import type { Model } from '../modelTesting';
import { ORDER_CANCELLED, orderPaymentMachine } from '../../machines/orderPayment';
import * as s from '../samples';
import { offerDisabled, specialOffersMachine } from '../../machines/specialOffers';

// Models of the order view: payment, extras, bonuses and promo codes.

const payable = s.paymentOrder({ payments: [...s.paymentOrder().payments, { creditcompany_id: 9, protocol_type: 'bank', protocol_kind: '9' }] });
const withExtras = s.paymentOrder({ addToping: [{ parent_id: 1, package_id: 1, price_id: 1, cost: 100, limit: 1 }] });
const code = (pochtaBankCode: number) => ({ discountData: { pochtaBankCode, isBlocked: 0 as const, availableBonuses: 0, useBonuses: 0, totalBalance: 0, totalDiscount: 0, chargedBonus: 0 } });
export const orderPayment: Model = {
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
      // Cancelled with no card code: the reservation ran out (not the card's annulment).
      s.paymentOrder({ status: ORDER_CANCELLED }),
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
    ...done('verifyPushkin', { errorCode: 0, pushkinCode: 3 }, { errorCode: 0, pushkinCode: 0 }, { errorCode: 0, pushkinCode: 4 }, { errorCode: 0 }),
    ...done('checkQrStatus', 0, 1),
    ...done('openWidget', 'success', 'fail', 'closed'),
    SELECT_PAYMENT: [1, 9, 42].map((id) => ev('SELECT_PAYMENT', { id })),
    'COUNTDOWN.EXPIRED': [ev('COUNTDOWN.EXPIRED', { key: 'reservation' })],
  },
  serialize: (snap) => key([snap.value, snap.context.order && digest(snap.context.order), snap.context.paymentId, snap.context.error?.key ?? null, snap.context.pushkin, snap.context.navigation?.kind ?? null, snap.context.reservationRanOut]),
  invariant: (snap) => {
    const c = snap.context;
    if (snap.matches('payable') && (!c.order || c.order.printingAllowed || c.order.reservetime <= 0)) return 'payment form without an unpaid, reserved order';
    // Only a bank call in flight, or the buyer on the way to the bank, outlives the reservation.
    if (snap.matches('payable') && !snap.matches({ payable: 'paying' }) && !snap.matches({ payable: 'leaving' })) {
      const left = (snap.children.reservation?.getSnapshot() as { context?: { remaining?: Record<string, number> } } | undefined)?.context?.remaining?.reservation ?? 0;
      if (left <= 0 || c.reservationRanOut) return 'payment form with no reservation time left';
    }
    if (snap.matches({ payable: 'leaving' }) && !c.navigation) return 'leaving without a destination';
    return undefined;
  },
  // Spec (booking-order-payment, limits): QR status poll 10 s, cultural-card verification poll 20 s.
  timers: { qrPoll: 10_000, pushkinPoll: 20_000 },
  effects: {
    // The payment form counts down the order's own reservation, in seconds.
    'xstate.done.actor.loadOrder': (_, after) => {
      if (!after.matches('payable')) return undefined;
      const left = (after.children.reservation?.getSnapshot() as { context?: { remaining?: Record<string, number> } } | undefined)?.context?.remaining?.reservation;
      return left === after.context.order.reservetime ? undefined : `the reservation counts down from ${String(left)}, the order has ${String(after.context.order.reservetime)} s`;
    },
  },
  limit: 50_000,
};

const offerList = [
  { parent_id: 1, package_id: 1, price_id: 100, cost: 300, limit: 1 },
  { parent_id: 2, package_id: 1, price_id: 100, cost: 300, limit: 1 },
];
export const specialOffers: Model = {
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
  // An offer's limit counts per ticket (parent_id): one ticket's extras never limit another's.
  invariant: (snap) => {
    const c = snap.context;
    const overLimit = c.offers.some((o: (typeof offerList)[number]) => c.selected.filter((uid: string) => c.offers.some((x: (typeof offerList)[number]) => `${x.parent_id}:${x.package_id}:${x.price_id}` === uid && x.parent_id === o.parent_id && x.price_id === o.price_id)).length > o.limit);
    return overLimit || c.offers.some((o: (typeof offerList)[number]) => offerDisabled(c, o) && c.selected.includes(`${o.parent_id}:${o.package_id}:${o.price_id}`)) ? 'selection above an offer limit' : undefined;
  },
  effects: {
    // The reloaded order's offers are the ones shown, and nothing it no longer offers stays chosen.
    ORDER_RELOADED: (_, after, e) => {
      if (key(after.context.offers) !== key(e.offers)) return 'the offers shown are not the reloaded order\'s';
      const offered = new Set((e.offers as (typeof offerList)[number][]).map((o) => `${o.parent_id}:${o.package_id}:${o.price_id}`));
      return (after.context.selected as string[]).some((uid) => !offered.has(uid)) ? 'an offer the order no longer has stays chosen' : undefined;
    },
  },
};

const discount = { cardCode: 'C1', isBlocked: 0, availableBonuses: 300 };
export const loyalty: Model = {
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
  effects: {
    // The reloaded order's discount is the one shown.
    ORDER_RELOADED: (_, after, e) => (key(after.context.discount) === key(e.discount) ? undefined : 'the discount of the reloaded order is not the one shown'),
  },
};

