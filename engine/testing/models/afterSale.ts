import type { AnyMachineSnapshot } from 'xstate';
import { digest } from '../../replay/digest';
import { done, ev, key } from '../modelTesting';
import type { Model } from '../modelTesting';
import { holderErrors, nominalFormMachine } from '../../machines/nominalForm';
import { refundMachine, selectable } from '../../machines/refund';
import * as s from '../samples';
import { isSenior } from '../../machines/validation';
import type { HolderData } from '../../machines/validation';

// Models of what follows the sale: refunds and the nominal holders' form.

export const refund: Model = {
  name: 'refund',
  machine: refundMachine,
  inputs: [{ hash: 'h', returnAllowed: true }, { hash: 'h', hashConf: 'abcdef', returnAllowed: true }, { hash: 'h', returnAllowed: false }],
  events: {
    ...done('loadReturn', s.returnData(), s.returnData([s.refundRow({ status_id: 70 })]), s.returnData([s.refundRow({ status_id: 60 })]), s.returnData([s.refundRow({ status_id: 60 }), s.refundRow({ id: 3, sortnum: 2, returndatime: 5 })]), { error_code: -404, rows: [], reasons: [] }),
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

export const nominalForm: Model = {
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

