import * as s from '../samples';
import { reject, resolve, scenario, send, wait } from './run';
import type { Scenario } from './run';

// The order view: paying, extras, bonuses and promo codes.

const offers = [
  { parent_id: 1, package_id: 1, price_id: 100, cost: 300, limit: 1 },
  { parent_id: 2, package_id: 1, price_id: 100, cost: 300, limit: 1 },
  { parent_id: 1, package_id: 2, price_id: 200, cost: 150, limit: 2 },
];

export const orderScenarios: Scenario[] = [
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
    resolve('verifyPushkin', { errorCode: 0, errorText: '', pushkinCode: 3 }),
    wait(20_000),
    resolve('verifyPushkin', { errorCode: 0, errorText: '', pushkinCode: 0 }),
    resolve('loadOrder', s.paymentOrder({ printingAllowed: true })),
  ]),
  scenario('orderPayment', 'reservation-expires', { hash: 'order-hash-1' }, 'expired', [resolve('loadOrder', s.paymentOrder({ reservetime: 5 })), wait(5000)]),
  scenario('orderPayment', 'bank-redirect', { hash: 'order-hash-1' }, { payable: 'leaving' }, [
    resolve('loadOrder', s.paymentOrder({ payments: [s.paymentOrder().payments[0]!] })),
    send('PAY'),
    resolve('pay', { errorCode: 0, errorText: '', bankUrl: 'https://bank.example/pay/1' }),
  ]),
  scenario('orderPayment', 'bank-form', { hash: 'order-hash-1', lang: 'ru' }, { payable: 'leaving' }, [
    resolve('loadOrder', s.paymentOrder({ creditCompanyId: 1 })),
    send('PAY'),
    // The shell builds this form and submits it at once.
    resolve('pay', { errorCode: 0, errorText: '', form_action: 'https://bank.example/form', form_bank: { orderId: '1', amount: '2000' } }),
  ]),
  scenario('orderPayment', 'widget-paid', { hash: 'order-hash-1' }, 'paid', [
    resolve('loadOrder', s.paymentOrder({ creditCompanyId: 3 })),
    send('PAY'),
    resolve('pay', { errorCode: 0, errorText: '', bankInvoiceId: 'inv-1', backUrl: 'https://shop.example/order' }),
    resolve('openWidget', 'success'),
    resolve('loadOrder', s.paymentOrder({ creditCompanyId: 3, printingAllowed: true })),
  ]),
  scenario('orderPayment', 'widget-not-opened-then-closed', { hash: 'order-hash-1' }, { payable: 'choosing' }, [
    resolve('loadOrder', s.paymentOrder({ creditCompanyId: 3 })),
    send('PAY'),
    resolve('pay', { errorCode: 0, errorText: '', bankInvoiceId: 'inv-1' }),
    reject('openWidget', 'widget initialisation timed out'),
    send('DISMISS'),
    send('PAY'),
    resolve('pay', { errorCode: 0, errorText: '', bankInvoiceId: 'inv-2' }),
    resolve('openWidget', 'closed'),
  ]),
  scenario('orderPayment', 'reservation-expires-while-paying', { hash: 'order-hash-1' }, 'expired', [
    resolve('loadOrder', s.paymentOrder({ creditCompanyId: 1, reservetime: 3 })),
    send('PAY'),
    wait(3000),
    resolve('pay', { errorCode: -9997, errorText: 'Unable to pay' }),
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
];
