import { assign, emit, setup } from 'xstate';
import type { z } from 'zod';
import type { createOrderRequestSchema, createSchemeOrderRequestSchema, crmClientSchema, orderResultSchema, schemeTicketSchema } from '../../contract/order';
import type { OrderLine } from '../../contract';
import { ErrorCode } from '../../contract/envelope';
import type { CaptchaMode, CaptchaProof } from './captcha';
import type { CardKind } from './categoryCart';
import { assertActorProvided, codeOf, failureLog, notProvided, serverError } from './shared';
import type { FailureLog, FlowError } from './shared';
import { capitalise, emptyBuyer, normaliseFio, validateBuyer } from './validation';
import type { BuyerData } from './validation';

export type CreateOrderBody = z.input<typeof createOrderRequestSchema>;
export type CreateSchemeOrderBody = z.input<typeof createSchemeOrderRequestSchema>;
/** The createOrder actor's input: which call to make, and its body. */
export type CreateOrderInput = { flow: 'category'; body: CreateOrderBody } | { flow: 'scheme'; body: CreateSchemeOrderBody };
/** Resolves with the parsed answer, whatever its errorCode; rejects only when no answer came. */
export type CreateOrderOutput = z.infer<typeof orderResultSchema>;
export type SchemeTicket = z.input<typeof schemeTicketSchema>;
type CrmClient = z.input<typeof crmClientSchema>;

export type OrderCreationInput = {
  flow: 'category' | 'scheme';
  hash: string;
  lang?: string;
  /** action.writeticketname: holders' names are asked after the order is made. */
  nominal: boolean;
  /** action.mailconfirm: the e-mail is typed twice. */
  mailConfirm: boolean;
  captcha: CaptchaMode;
  checkboxes: Array<{ id: number; filling: number }>;
  card?: CardKind;
  subscriptionMode?: boolean;
  crmClient?: CrmClient;
  /** Prefill from the known client. */
  buyer?: Partial<BuyerData>;
};

export type BuyerField = Exclude<keyof BuyerData, 'noPatronymic'>;
export type OrderItems = { count: number; lines?: OrderLine[]; tickets?: SchemeTicket[]; calendarId?: number | null };
export type Redirect = { route: 'tickets-nominal' | 'order-view'; hash: string };

type Context = Omit<OrderCreationInput, 'buyer' | 'card' | 'subscriptionMode'> & {
  card: CardKind;
  subscriptionMode: boolean;
  buyer: BuyerData;
  consents: Record<number, boolean>;
  items: OrderItems;
  /** Field errors are shown once the buyer has tried to send. */
  showErrors: boolean;
  proof: CaptchaProof | null;
  error: FlowError | null;
  redirect: Redirect | null;
};

export type OrderCreationEvent =
  | { type: 'EDIT'; field: BuyerField; value: string }
  | { type: 'SET_NO_PATRONYMIC'; on: boolean }
  | { type: 'TOGGLE_CONSENT'; id: number; checked: boolean }
  | { type: 'SET_ITEMS'; items: OrderItems }
  | { type: 'SET_CARD'; card: CardKind }
  | { type: 'SET_SUBSCRIPTION_MODE'; on: boolean }
  | { type: 'SUBMIT' }
  | { type: 'CONFIRM' }
  | { type: 'CANCEL' }
  | { type: 'CAPTCHA_PASSED'; proof: CaptchaProof }
  | { type: 'CAPTCHA_FAILED' }
  | { type: 'DISMISS' };

export type OrderCreationEmitted =
  /** `mode`: the check to run, which the server may have raised from none to the image. */
  | { type: 'captcha.required'; mode: CaptchaMode }
  /** After every answer: a recaptcha token is single-use. */
  | { type: 'captcha.reset' }
  | { type: 'order.created'; redirect: Redirect }
  | FailureLog;

export const buyerErrors = (c: Context) => validateBuyer(c.buyer, { pushkin: c.card === 'pushkin', mailConfirm: c.mailConfirm });
const consentsGiven = (c: Context) => c.checkboxes.every((b) => b.filling !== 1 || c.consents[b.id] === true);
export const canSend = (c: Context) => c.items.count > 0 && Object.keys(buyerErrors(c)).length === 0 && consentsGiven(c);

function buyerFields(c: Context) {
  const b = c.buyer;
  if (c.card === 'pushkin') {
    return {
      surname: capitalise(b.surname),
      name: capitalise(b.name),
      patronymic: b.noPatronymic ? '' : capitalise(b.patronymic),
      phone: b.phone.trim(),
      ...(b.email.trim() ? { email: b.email.trim(), re_email: b.email.trim() } : {}),
    };
  }
  const email = b.email.trim();
  return { fio: normaliseFio(b.fio), phone: b.phone.trim(), email, re_email: c.mailConfirm ? b.re_email.trim() : email };
}

/**
 * The known client goes with every order (the server links it); its subscription only with
 * an order taken by subscription, else the server would hand out paid tickets for free.
 */
function crmClientOf(c: Context): CrmClient {
  const { subscritId, ...client } = c.crmClient ?? {};
  return { REFERRAL: '', ...client, ...(c.subscriptionMode && subscritId ? { subscritId } : {}), ...(c.card === 'pushkin' ? { pushkin: 1 } : {}) };
}

/** The create-order body (docs/product/booking.md), from what the buyer entered. */
export function orderRequest(c: Context): CreateOrderInput {
  const proof = c.proof;
  const common = {
    ...buyerFields(c),
    hash: c.hash,
    ...(c.lang ? { lang: c.lang } : {}),
    checkboxList: c.checkboxes.map((b) => ({ id: b.id, checked: c.consents[b.id] ? 1 : 0 })),
    crmClient: crmClientOf(c),
    ...(proof?.kind === 'image' ? { captcha: { sid: proof.sid, code: proof.code } } : {}),
    ...(proof?.kind === 'recaptcha' ? { recaptcha: proof.token } : {}),
  };
  return c.flow === 'scheme'
    ? { flow: 'scheme', body: { ...common, calendarId: c.items.calendarId ?? 0, tickets: c.items.tickets ?? [] } }
    : { flow: 'category', body: { ...common, data: c.items.lines ?? [] } };
}

export const orderCreationMachine = setup({
  types: {
    input: {} as OrderCreationInput,
    context: {} as Context,
    events: {} as OrderCreationEvent,
    emitted: {} as OrderCreationEmitted,
  },
  actors: {
    createOrder: notProvided<CreateOrderOutput, CreateOrderInput>('orderCreation', 'createOrder'),
  },
  guards: {
    canSend: ({ context }) => canSend(context),
    confirmsSubscription: ({ context }) => context.subscriptionMode,
    needsCaptcha: ({ context }) => context.captcha !== 'none',
    created: (_, out: CreateOrderOutput) => codeOf(out) === ErrorCode.ok && !!out.hash,
    // The server asks for a captcha (-1001): even where none was set up (past its threshold
    // of orders from one address), the image is shown and the order sent again with it.
    captchaRejected: (_, out: CreateOrderOutput) => codeOf(out) === ErrorCode.invalidCaptcha,
  },
  actions: {
    edit: assign({
      buyer: ({ context, event }) => (event.type === 'EDIT' ? { ...context.buyer, [event.field]: event.value } : context.buyer),
    }),
    setNoPatronymic: assign({
      buyer: ({ context, event }) =>
        event.type === 'SET_NO_PATRONYMIC' ? { ...context.buyer, noPatronymic: event.on, patronymic: event.on ? '' : context.buyer.patronymic } : context.buyer,
    }),
    toggleConsent: assign({
      consents: ({ context, event }) => (event.type === 'TOGGLE_CONSENT' ? { ...context.consents, [event.id]: event.checked } : context.consents),
    }),
    setItems: assign({ items: ({ context, event }) => (event.type === 'SET_ITEMS' ? event.items : context.items) }),
    setCard: assign({ card: ({ context, event }) => (event.type === 'SET_CARD' ? event.card : context.card) }),
    setSubscriptionMode: assign({
      subscriptionMode: ({ context, event }) => (event.type === 'SET_SUBSCRIPTION_MODE' ? event.on : context.subscriptionMode),
    }),
    revealErrors: assign({ showErrors: true }),
    keepProof: assign({ proof: ({ context, event }) => (event.type === 'CAPTCHA_PASSED' ? event.proof : context.proof) }),
    dropProof: assign({ proof: null }),
    keepRedirect: assign({
      redirect: ({ context }, out: CreateOrderOutput) => ({ route: context.nominal ? ('tickets-nominal' as const) : ('order-view' as const), hash: out.hash ?? '' }),
    }),
    // A '0' without an order hash is no success either: reported as the internal error.
    keepError: assign({ error: (_, out: CreateOrderOutput) => ({ ...serverError('error.order', out), ...(codeOf(out) === ErrorCode.ok ? { code: ErrorCode.internal } : {}) }) }),
    clearError: assign({ error: null }),
    requestCaptcha: emit(({ context }) => ({ type: 'captcha.required' as const, mode: context.captcha })),
    // From now on every order of this page goes with the image: the server will ask again.
    raiseToImage: assign({ captcha: ({ context }) => (context.captcha === 'none' ? ('image' as const) : context.captcha) }),
    resetCaptcha: emit({ type: 'captcha.reset' as const }),
    announceCreated: emit(({ context }) => ({ type: 'order.created' as const, redirect: context.redirect ?? { route: 'order-view' as const, hash: '' } })),
    assertActorProvided,
    logFailure: emit(({ event }) => failureLog(event)),
  },
}).createMachine({
  id: 'orderCreation',
  context: ({ input }) => ({
    flow: input.flow,
    hash: input.hash,
    ...(input.lang ? { lang: input.lang } : {}),
    nominal: input.nominal,
    mailConfirm: input.mailConfirm,
    captcha: input.captcha,
    checkboxes: input.checkboxes,
    ...(input.crmClient ? { crmClient: input.crmClient } : {}),
    card: input.card ?? 'bank',
    subscriptionMode: input.subscriptionMode ?? false,
    buyer: { ...emptyBuyer, ...input.buyer },
    consents: {},
    items: { count: 0 },
    showErrors: false,
    proof: null,
    error: null,
    redirect: null,
  }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        EDIT: { actions: 'edit' },
        SET_NO_PATRONYMIC: { actions: 'setNoPatronymic' },
        TOGGLE_CONSENT: { actions: 'toggleConsent' },
        SET_ITEMS: { actions: 'setItems' },
        SET_CARD: { actions: 'setCard' },
        SET_SUBSCRIPTION_MODE: { actions: 'setSubscriptionMode' },
        SUBMIT: [
          { guard: 'canSend', target: 'confirming' },
          // The button is disabled while data is invalid; a stray submit only reveals why.
          { actions: 'revealErrors' },
        ],
      },
    },
    confirming: {
      always: [{ guard: 'confirmsSubscription', target: 'subscriptionDialog' }, { target: 'checkingHuman' }],
    },
    // "Are you sure you want to get N tickets by subscription for <date>?"
    subscriptionDialog: { on: { CONFIRM: 'checkingHuman', CANCEL: 'editing' } },
    checkingHuman: {
      always: [{ guard: 'needsCaptcha', target: 'captcha' }, { target: 'creating' }],
    },
    captcha: {
      entry: ['dropProof', 'requestCaptcha'],
      on: {
        CAPTCHA_PASSED: { target: 'creating', actions: 'keepProof' },
        // A failed captcha hides it and re-enables the button (docs/product/booking.md).
        CAPTCHA_FAILED: 'editing',
      },
    },
    // The overlay and loading state.
    creating: {
      invoke: {
        src: 'createOrder',
        id: 'createOrder',
        input: ({ context }) => orderRequest(context),
        onDone: [
          {
            guard: { type: 'created', params: ({ event }) => event.output },
            target: 'created',
            actions: ['resetCaptcha', { type: 'keepRedirect', params: ({ event }) => event.output }],
          },
          { guard: { type: 'captchaRejected', params: ({ event }) => event.output }, target: 'captcha', actions: ['resetCaptcha', 'raiseToImage'] },
          { target: 'failed', actions: ['resetCaptcha', { type: 'keepError', params: ({ event }) => event.output }] },
        ],
        // No answer: only logged, the overlay goes and the button comes back (docs/product/booking.md).
        onError: { target: 'editing', actions: ['assertActorProvided', 'logFailure', 'resetCaptcha'] },
      },
    },
    // The error modal: the server's errorText and the code.
    failed: { on: { DISMISS: { target: 'editing', actions: 'clearError' } } },
    created: { type: 'final', entry: 'announceCreated' },
  },
});
