import { assign, emit, setup } from 'xstate';
import type { z } from 'zod';
import type { nominalConfirmRequestSchema, orderResultSchema } from '../../contract/order';
import { ErrorCode } from '../../contract/envelope';
import { countdownMachine } from './countdown';
import { assertActorProvided, codeOf, failureLog, notProvided, serverError } from './shared';
import type { FailureLog, FlowError } from './shared';
import { emptyHolder, isSenior, validateHolder } from './validation';
import type { FieldErrors, HolderData, HolderNeeds } from './validation';
import { ORDER_CANCELLED, ORDER_CONFIRMED } from './orderPayment';

/** A holder the server has for a ticket already (confirmed before), in the confirm call's names. */
export type SavedHolder = {
  surname?: string;
  name?: string;
  middleName?: string;
  date?: string;
  docTypeId?: number | null;
  docNum?: string;
  countryId?: number | null;
  regionId?: number | null;
};
/** A ticket of POST /api/order-data (docs/product/nominal.md), the fields the form works from. */
export type NominalTicket = HolderNeeds & { id: number; demandstatusid: number; reservetime: number; clientcategory?: string | null; holder?: SavedHolder | null };
/** POST /api/order-data: `response` is the ticket list. */
export type NominalOrderData = {
  response: NominalTicket[];
  checkboxList: Array<{ id: number; filling: number }>;
  docTypes: Array<{ id: number; country_id?: number | null }>;
  countries: Array<{ id: number }>;
  regions: Array<{ id: number; country_id: number }>;
};
export type ConfirmNominalInput = z.input<typeof nominalConfirmRequestSchema>;
export type ConfirmNominalOutput = z.infer<typeof orderResultSchema>;

export type NominalFormInput = { hash: string; lang?: string; /** The server's today, YYYY-MM-DD. */ today: string };

type Context = NominalFormInput & {
  data: NominalOrderData | null;
  holders: HolderData[];
  consents: Record<number, boolean>;
  showErrors: boolean;
  error: FlowError | null;
  /** The hash the confirm call returned: the order view to go to. */
  redirect: string | null;
};

export type HolderField = keyof HolderData;
export type NominalFormEvent =
  | { type: 'EDIT'; index: number; field: HolderField; value: string | number | null }
  | { type: 'TOGGLE_CONSENT'; id: number; checked: boolean }
  | { type: 'SUBMIT' }
  | { type: 'DISMISS' }
  | { type: 'LANGUAGE_CHANGED'; lang: string }
  | { type: 'RELOAD' }
  | { type: 'COUNTDOWN.EXPIRED'; key: string };

export type NominalFormEmitted = FailureLog;

const regionsOf = (c: Context) => (countryId: number) => c.data?.regions.filter((r) => r.country_id === countryId).length ?? 0;

export function holderErrors(c: Context): FieldErrors[] {
  const tickets = c.data?.response ?? [];
  return c.holders.map((h, i) => validateHolder(h, tickets[i]!, { today: c.today, regionsOf: regionsOf(c) }));
}
const consentsGiven = (c: Context) => (c.data?.checkboxList ?? []).every((b) => b.filling !== 1 || c.consents[b.id] === true);

/** The confirm-nominal payload (docs/product/nominal.md): one array entry per ticket. */
export function nominalRequest(c: Context): ConfirmNominalInput {
  const tickets = c.data?.response ?? [];
  const hs = c.holders;
  return {
    hash: c.hash,
    ...(c.lang ? { lang: c.lang } : {}),
    id: tickets.map((t) => t.id),
    docTypeId: hs.map((h) => h.docTypeId ?? ''),
    name: hs.map((h) => h.name.trim()),
    surname: hs.map((h) => h.surname.trim()),
    middleName: hs.map((h) => h.middleName.trim()),
    docNum: hs.map((h) => h.docNum.replace(/\s+/g, '')),
    age: hs.map((h) => (h.age.trim() === '' ? '' : Number(h.age))),
    date: hs.map((h) => h.birthDate),
    countryId: hs.map((h) => h.countryId ?? ''),
    regionId: hs.map((h) => h.regionId ?? ''),
    checkboxList: (c.data?.checkboxList ?? []).map((b) => ({ id: b.id, checked: c.consents[b.id] ? 1 : 0 })),
  };
}

const fromSaved = (h: SavedHolder | null | undefined): HolderData =>
  h
    ? {
        ...emptyHolder,
        surname: h.surname ?? '',
        name: h.name ?? '',
        middleName: h.middleName ?? '',
        birthDate: h.date ?? '',
        docTypeId: h.docTypeId ?? null,
        docNum: h.docNum ?? '',
        countryId: h.countryId ?? null,
        regionId: h.regionId ?? null,
      }
    : { ...emptyHolder };

const sameTickets = (a: NominalOrderData | null, b: NominalOrderData) =>
  !!a && a.response.length === b.response.length && a.response.every((t, i) => t.id === b.response[i]!.id);

/**
 * The form from a load: what the buyer typed stays when the same tickets come again (a
 * language change reloads them); otherwise each holder starts from what the server has for
 * that ticket (confirmed before), or empty.
 */
function formFrom(c: Context, data: NominalOrderData) {
  if (sameTickets(c.data, data)) return { data, holders: c.holders, consents: c.consents, showErrors: c.showErrors };
  return { data, holders: data.response.map((t) => fromSaved(t.holder)), consents: {}, showErrors: false };
}

const editHolder = (c: Context, e: Extract<NominalFormEvent, { type: 'EDIT' }>) => {
  const value = typeof e.value === 'string' || e.field.endsWith('Id') ? e.value : String(e.value ?? '');
  return c.holders.map((h, i) => (i === e.index ? { ...h, [e.field]: value } : h));
};

export const nominalFormMachine = setup({
  types: {
    input: {} as NominalFormInput,
    context: {} as Context,
    events: {} as NominalFormEvent,
    emitted: {} as NominalFormEmitted,
  },
  actors: {
    loadOrderData: notProvided<NominalOrderData, { hash: string; lang?: string }>('nominalForm', 'loadOrderData'),
    confirmNominal: notProvided<ConfirmNominalOutput, ConfirmNominalInput>('nominalForm', 'confirmNominal'),
    countdown: countdownMachine,
  },
  guards: {
    orderGone: (_, data: NominalOrderData) => data.response.length === 0,
    orderClosed: (_, data: NominalOrderData) => [ORDER_CONFIRMED, ORDER_CANCELLED].includes(data.response[0]?.demandstatusid ?? 0),
    reservationOver: ({ context }) => (context.data?.response[0]?.reservetime ?? 0) <= 0,
    // The stay-home notice comes once, when a birth date first makes the holder 65+.
    turnsSenior: ({ context, event }) =>
      event.type === 'EDIT' &&
      event.field === 'birthDate' &&
      event.index >= 0 &&
      event.index < context.holders.length &&
      !isSenior(context.holders[event.index] ?? emptyHolder, context.today) &&
      isSenior({ ...emptyHolder, birthDate: String(event.value ?? '') }, context.today),
    isHolder: ({ context, event }) => event.type === 'EDIT' && event.index >= 0 && event.index < context.holders.length,
    canSend: ({ context }) => holderErrors(context).every((e) => Object.keys(e).length === 0) && consentsGiven(context),
    confirmed: (_, out: ConfirmNominalOutput) => codeOf(out) === ErrorCode.ok,
    isReservation: ({ event }) => event.type === 'COUNTDOWN.EXPIRED' && event.key === 'reservation',
  },
  actions: {
    keepData: assign(({ context }, data: NominalOrderData) => formFrom(context, data)),
    setLang: assign({ lang: ({ context, event }) => (event.type === 'LANGUAGE_CHANGED' ? event.lang : context.lang) }),
    edit: assign({ holders: ({ context, event }) => (event.type === 'EDIT' ? editHolder(context, event) : context.holders) }),
    toggleConsent: assign({
      consents: ({ context, event }) => (event.type === 'TOGGLE_CONSENT' ? { ...context.consents, [event.id]: event.checked } : context.consents),
    }),
    revealErrors: assign({ showErrors: true }),
    keepRedirect: assign({ redirect: ({ context }, out: ConfirmNominalOutput) => out.hash || context.hash }),
    keepError: assign({ error: (_, out: ConfirmNominalOutput) => serverError('error.nominal', out) }),
    clearError: assign({ error: null }),
    assertActorProvided,
    logFailure: emit(({ event }) => failureLog(event)),
  },
}).createMachine({
  id: 'nominalForm',
  context: ({ input }) => ({ ...input, data: null, holders: [], consents: {}, showErrors: false, error: null, redirect: null }),
  initial: 'loading',
  // A language change reloads the order data and rebuilds the form, keeping what was typed (docs/product/order.md, 'Nominal form opened again').
  on: { LANGUAGE_CHANGED: { target: '.loading', actions: 'setLang' } },
  states: {
    loading: {
      invoke: {
        src: 'loadOrderData',
        id: 'loadOrderData',
        input: ({ context }) => ({ hash: context.hash, ...(context.lang ? { lang: context.lang } : {}) }),
        onDone: [
          { guard: { type: 'orderGone', params: ({ event }) => event.output }, target: 'deleted' },
          { guard: { type: 'orderClosed', params: ({ event }) => event.output }, target: 'toOrder' },
          { target: 'evaluate', actions: { type: 'keepData', params: ({ event }) => event.output } },
        ],
        // Only logged, nothing shown (docs/product/nominal.md); the page may try again.
        onError: { target: 'loadFailed', actions: ['assertActorProvided', 'logFailure'] },
      },
    },
    loadFailed: { on: { RELOAD: 'loading' } },
    // "Order deleted".
    deleted: {},
    // Confirmed (20) or cancelled (90): the order view shows it.
    toOrder: { type: 'final' },
    evaluate: { always: [{ guard: 'reservationOver', target: 'expired' }, { target: 'filling' }] },
    filling: {
      invoke: { src: 'countdown', id: 'reservation', input: ({ context }) => ({ timers: { reservation: context.data?.response[0]?.reservetime ?? 0 } }) },
      on: { 'COUNTDOWN.EXPIRED': { guard: 'isReservation', target: 'expired' } },
      initial: 'editing',
      states: {
        editing: {
          on: {
            EDIT: [
              { guard: 'turnsSenior', target: 'seniorNotice', actions: 'edit' },
              { guard: 'isHolder', actions: 'edit' },
            ],
            TOGGLE_CONSENT: { actions: 'toggleConsent' },
            SUBMIT: [{ guard: 'canSend', target: 'submitting' }, { actions: 'revealErrors' }],
          },
        },
        // The warning modal for holders of 65 or over; submitting stays allowed.
        seniorNotice: { on: { DISMISS: 'editing' } },
        submitting: {
          invoke: {
            src: 'confirmNominal',
            id: 'confirmNominal',
            input: ({ context }) => nominalRequest(context),
            onDone: [
              { guard: { type: 'confirmed', params: ({ event }) => event.output }, target: '#nominalForm.done', actions: { type: 'keepRedirect', params: ({ event }) => event.output } },
              { target: 'failed', actions: { type: 'keepError', params: ({ event }) => event.output } },
            ],
            onError: { target: 'editing', actions: ['assertActorProvided', 'logFailure'] },
          },
        },
        // The modal; closing it re-enables the button.
        failed: { on: { DISMISS: { target: 'editing', actions: 'clearError' } } },
      },
    },
    // The timer reached 0: the confirmation controls are hidden.
    expired: {},
    done: { type: 'final' },
  },
});
