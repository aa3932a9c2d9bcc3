import * as s from '../samples';
import { reject, resolve, scenario, send, wait } from './run';
import type { Scenario } from './run';

// After the sale: refunds and the nominal holders' form.

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

export const afterSaleScenarios: Scenario[] = [
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
  scenario('refund', 'load-failed-then-retried', { hash: 'order-hash-1', returnAllowed: true }, { ready: 'form' }, [
    reject('loadReturn'),
    send('RELOAD'),
    resolve('loadReturn', s.returnData()),
  ]),

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
