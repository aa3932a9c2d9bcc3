import { assign, emit, setup } from 'xstate';
import type { z } from 'zod';
import type { OrderView } from '../../contract/order';
import type { paymentResultSchema } from '../../contract/order';
import type { ErrorBody } from '../../contract/envelope';
import { ErrorCode } from '../../contract/envelope';
import { countdownMachine } from './countdown';
import { assertActorProvided, codeOf, failureLog, notProvided, serverError } from './shared';
import type { FailureLog, FlowError } from './shared';

/** The part of the order view the payment block reads. */
export type PaymentOrder = Pick<
  OrderView,
  'hash' | 'reservetime' | 'printingAllowed' | 'paymentAllowed' | 'urnPay' | 'payments' | 'addToping' | 'toping' | 'discountData' | 'status' | 'creditCompanyId'
>;
/** POST /api/order/view: the order, or a refusal (not found or deleted). */
export type LoadOrderOutput = PaymentOrder | ErrorBody;
export type LoadOrderInput = { hash: string; lang?: string };
export type QrStatusInput = { hash: string };
export type PayInput = { url: string; hash: string; lang?: string; paymentId: number };
export type PayOutput = z.infer<typeof paymentResultSchema>;
/** The card widget's own outcome; it rejects (as 'fail') when it cannot open. */
export type WidgetOutcome = 'success' | 'fail' | 'closed';
export type WidgetInput = { bankInvoiceId: string; backUrl: string | null };

export type OrderPaymentInput = { hash: string; lang?: string };

/** Where the shell must take the buyer: a bank page, or a form it submits itself. */
export type Navigation = { kind: 'redirect'; url: string } | { kind: 'form'; action: string; fields: Record<string, string> };

/** Order status values (docs/product/payment.md). */
export const ORDER_CONFIRMED = 20;
export const ORDER_CANCELLED = 90;
/** Cultural-card verification codes (docs/product/payment.md). */
export const PUSHKIN_PAID = 0;
export const PUSHKIN_PENDING = 3;
export const PUSHKIN_FAILED = 4;

type Context = OrderPaymentInput & {
  order: PaymentOrder | null;
  paymentId: number | null;
  navigation: Navigation | null;
  qr: { url: string | null; code: string | null } | null;
  widget: WidgetInput | null;
  error: FlowError | null;
  /** The cultural-card notice to show, once the verification has said something. */
  pushkin: 'paid' | 'pending' | 'annulled' | null;
  /** The reservation ran out while the pay call was in flight; decided when it settles. */
  reservationRanOut: boolean;
};

export type OrderPaymentEvent =
  | { type: 'SELECT_PAYMENT'; id: number }
  | { type: 'PAY' }
  | { type: 'ADD_EXTRAS' }
  | { type: 'GO_TO_PAYMENT' }
  | { type: 'CLOSE_QR' }
  | { type: 'DISMISS' }
  | { type: 'RELOAD' }
  | { type: 'COUNTDOWN.EXPIRED'; key: string };

export type OrderPaymentEmitted = { type: 'extras.open' } | FailureLog;

// The order view carries errorCode 0 alongside the order; a refusal carries only the code.
const isOrder = (out: LoadOrderOutput): out is PaymentOrder => 'reservetime' in out && (!('errorCode' in out) || codeOf(out) === ErrorCode.ok);
const bankCode = (o: PaymentOrder | null) => o?.discountData?.pochtaBankCode ?? null;
const urlFor = (c: Context) => (c.paymentId === null ? undefined : c.order?.urnPay[String(c.paymentId)]);

/** One payment type needs no choice; the order's own creditCompanyId is the next best guess. */
function defaultPayment(o: PaymentOrder): number | null {
  if (o.payments.length === 1) return o.payments[0]!.creditcompany_id;
  return o.payments.some((p) => p.creditcompany_id === o.creditCompanyId) ? (o.creditCompanyId ?? null) : null;
}

export const QR_POLL_MS = 10_000;
export const PUSHKIN_POLL_MS = 20_000;

export const orderPaymentMachine = setup({
  types: {
    input: {} as OrderPaymentInput,
    context: {} as Context,
    events: {} as OrderPaymentEvent,
    emitted: {} as OrderPaymentEmitted,
  },
  actors: {
    loadOrder: notProvided<LoadOrderOutput, LoadOrderInput>('orderPayment', 'loadOrder'),
    pay: notProvided<PayOutput, PayInput>('orderPayment', 'pay'),
    /** POST order status change: a number, 0 while the QR payment is not settled. */
    checkQrStatus: notProvided<number, QrStatusInput>('orderPayment', 'checkQrStatus'),
    openWidget: notProvided<WidgetOutcome, WidgetInput>('orderPayment', 'openWidget'),
    countdown: countdownMachine,
  },
  delays: { qrPoll: QR_POLL_MS, pushkinPoll: PUSHKIN_POLL_MS },
  guards: {
    found: (_, out: LoadOrderOutput) => isOrder(out),
    // Only a refused card annuls; an order cancelled otherwise had its reservation run out.
    annulled: ({ context }) => bankCode(context.order) === PUSHKIN_FAILED,
    cancelled: ({ context }) => context.order?.status === ORDER_CANCELLED,
    verifying: ({ context }) => bankCode(context.order) === PUSHKIN_PENDING,
    paid: ({ context }) => context.order?.printingAllowed === true,
    reservationOver: ({ context }) => (context.order?.reservetime ?? 0) <= 0,
    reservationRanOut: ({ context }) => context.reservationRanOut,
    isReservation: ({ event }) => event.type === 'COUNTDOWN.EXPIRED' && event.key === 'reservation',
    paymentOffered: ({ context, event }) => event.type === 'SELECT_PAYMENT' && !!context.order?.payments.some((p) => p.creditcompany_id === event.id),
    payForbidden: ({ context }) => !context.order?.paymentAllowed,
    noPaymentChosen: ({ context }) => context.paymentId === null,
    noPaymentUrl: ({ context }) => !urlFor(context),
    extrasOffered: ({ context }) => (context.order?.addToping.length ?? 0) > 0 && (context.order?.toping.length ?? 0) === 0,
    refused: (_, out: PayOutput) => codeOf(out) !== ErrorCode.ok,
    refusedTooLate: ({ context }, out: PayOutput) => context.reservationRanOut && codeOf(out) !== ErrorCode.ok,
    pushkinPending: (_, out: PayOutput) => out.pushkinCode === PUSHKIN_PENDING,
    pushkinFailed: (_, out: PayOutput) => out.pushkinCode === PUSHKIN_FAILED,
    pushkinPaid: (_, out: PayOutput) => out.pushkinCode === PUSHKIN_PAID,
    bankRedirect: (_, out: PayOutput) => !!out.bankUrl,
    bankForm: (_, out: PayOutput) => !!out.form_action,
    qrCode: (_, out: PayOutput) => !!(out.form_qr_url || out.form_qr_code),
    walletWidget: (_, out: PayOutput) => !!out.bankInvoiceId,
    qrSettled: (_, status: number) => Number(status) !== 0,
    widgetSucceeded: (_, outcome: WidgetOutcome) => outcome === 'success',
    widgetFailed: (_, outcome: WidgetOutcome) => outcome === 'fail',
  },
  actions: {
    keepOrder: assign(({ context }, out: LoadOrderOutput) => {
      if (!isOrder(out)) return { order: null };
      const code = bankCode(out);
      const pushkin = code === PUSHKIN_PENDING ? 'pending' : code === PUSHKIN_FAILED ? 'annulled' : code === PUSHKIN_PAID && context.pushkin ? 'paid' : context.pushkin;
      return { order: out, paymentId: defaultPayment(out), pushkin, navigation: null, qr: null, widget: null, error: null, reservationRanOut: false };
    }),
    selectPayment: assign({ paymentId: ({ context, event }) => (event.type === 'SELECT_PAYMENT' ? event.id : context.paymentId) }),
    errorNotSet: assign({ error: { key: 'error.paymentMethodNotSet', code: ErrorCode.noBank } }),
    errorNoUrl: assign({ error: ({ context }) => ({ key: 'error.paymentMethodInvalid', code: ErrorCode.unknownBank, params: { id: context.paymentId ?? 0 } }) }),
    errorRefused: assign({ error: (_, out: PayOutput) => serverError('error.payment', out) }),
    errorNoOutcome: assign({ error: { key: 'error.payment', code: ErrorCode.payment } }),
    errorDeclined: assign({ error: { key: 'payment.declined', code: ErrorCode.payment } }),
    clearError: assign({ error: null }),
    rememberReservationRanOut: assign({ reservationRanOut: true }),
    markPushkinPending: assign({ pushkin: 'pending' as const }),
    markPushkinPaid: assign({ pushkin: 'paid' as const }),
    markPushkinAnnulled: assign({ pushkin: 'annulled' as const }),
    keepRedirect: assign({ navigation: (_, out: PayOutput) => ({ kind: 'redirect' as const, url: out.bankUrl ?? '' }) }),
    keepForm: assign({ navigation: (_, out: PayOutput) => ({ kind: 'form' as const, action: out.form_action ?? '', fields: out.form_bank ?? {} }) }),
    keepQr: assign({ qr: (_, out: PayOutput) => ({ url: out.form_qr_url ?? null, code: out.form_qr_code ?? null }) }),
    keepWidget: assign({ widget: (_, out: PayOutput) => ({ bankInvoiceId: out.bankInvoiceId ?? '', backUrl: out.backUrl ?? null }) }),
    openExtras: emit({ type: 'extras.open' as const }),
    assertActorProvided,
    logFailure: emit(({ event }) => failureLog(event)),
  },
}).createMachine({
  id: 'orderPayment',
  context: ({ input }) => ({
    hash: input.hash,
    ...(input.lang ? { lang: input.lang } : {}),
    order: null,
    paymentId: null,
    navigation: null,
    qr: null,
    widget: null,
    error: null,
    pushkin: null,
    reservationRanOut: false,
  }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'loadOrder',
        id: 'loadOrder',
        input: ({ context }) => ({ hash: context.hash, ...(context.lang ? { lang: context.lang } : {}) }),
        onDone: [
          { guard: { type: 'found', params: ({ event }) => event.output }, target: 'evaluate', actions: { type: 'keepOrder', params: ({ event }) => event.output } },
          { target: 'notFound', actions: { type: 'keepOrder', params: ({ event }) => event.output } },
        ],
        onError: { target: 'loadFailed', actions: ['assertActorProvided', 'logFailure'] },
      },
    },
    evaluate: {
      always: [
        { guard: 'annulled', target: 'annulled' },
        { guard: 'cancelled', target: 'expired' },
        { guard: 'verifying', target: 'verifying' },
        { guard: 'paid', target: 'paid' },
        { guard: 'reservationOver', target: 'expired' },
        { target: 'payable' },
      ],
    },
    // "Заказ удалён или не найден".
    notFound: {},
    // The load failed without an answer: only logged; the page may retry.
    loadFailed: { on: { RELOAD: 'loading' } },
    // Cultural-card code 4: the annulled notice.
    annulled: {},
    // Cultural-card code 3: every 20 s the payment URL is asked again (the verification
    // answers there, server README); once it says anything but 3, the order is reloaded
    // and tells paid (0) or annulled (4).
    verifying: {
      initial: 'waiting',
      states: {
        waiting: {
          after: {
            pushkinPoll: [
              // No payment to ask about (a page opened during the check): the order decides.
              { guard: 'noPaymentUrl', target: '#orderPayment.loading' },
              { target: 'checking' },
            ],
          },
        },
        checking: {
          invoke: {
            src: 'pay',
            id: 'verifyPushkin',
            input: ({ context }) => ({ url: urlFor(context) ?? '', hash: context.hash, ...(context.lang ? { lang: context.lang } : {}), paymentId: context.paymentId ?? 0 }),
            onDone: [
              { guard: { type: 'pushkinPending', params: ({ event }) => event.output }, target: 'waiting' },
              { guard: { type: 'pushkinPaid', params: ({ event }) => event.output }, target: '#orderPayment.loading', actions: 'markPushkinPaid' },
              { guard: { type: 'pushkinFailed', params: ({ event }) => event.output }, target: '#orderPayment.loading', actions: 'markPushkinAnnulled' },
              { target: '#orderPayment.loading' },
            ],
            onError: { target: 'waiting', actions: ['assertActorProvided', 'logFailure'] },
          },
        },
      },
    },
    paid: {},
    // The reservation ran out: no payment form (the server frees the seats).
    expired: { on: { RELOAD: 'loading' } },
    payable: {
      invoke: { src: 'countdown', id: 'reservation', input: ({ context }) => ({ timers: { reservation: context.order?.reservetime ?? 0 } }) },
      initial: 'choosing',
      // The payment form shows only while the reservation lasts (docs/product/payment.md); the states
      // below that are waiting on the outside world say otherwise.
      on: { 'COUNTDOWN.EXPIRED': { guard: 'isReservation', target: '#orderPayment.expired' } },
      states: {
        choosing: {
          on: {
            SELECT_PAYMENT: { guard: 'paymentOffered', actions: 'selectPayment' },
            PAY: [
              // The pay button is not shown then; a stray event changes nothing.
              { guard: 'payForbidden' },
              { guard: 'noPaymentChosen', target: 'error', actions: 'errorNotSet' },
              { guard: 'noPaymentUrl', target: 'error', actions: 'errorNoUrl' },
              { guard: 'extrasOffered', target: 'extrasDialog' },
              { target: 'paying' },
            ],
            RELOAD: '#orderPayment.loading',
          },
        },
        // Extras are on offer and none taken: "Add" or "Go to payment".
        extrasDialog: {
          on: {
            ADD_EXTRAS: { target: 'choosing', actions: 'openExtras' },
            GO_TO_PAYMENT: 'paying',
          },
        },
        // The bank call is in flight: its answer decides, since the bank may already hold
        // the payment; an expiry meanwhile is kept for then.
        paying: {
          on: { 'COUNTDOWN.EXPIRED': { guard: 'isReservation', actions: 'rememberReservationRanOut' } },
          invoke: {
            src: 'pay',
            id: 'pay',
            input: ({ context }) => ({ url: urlFor(context) ?? '', hash: context.hash, ...(context.lang ? { lang: context.lang } : {}), paymentId: context.paymentId ?? 0 }),
            onDone: [
              // Refused after the reservation ran out: nothing was paid, nothing is left to pay.
              { guard: { type: 'refusedTooLate', params: ({ event }) => event.output }, target: '#orderPayment.expired' },
              { guard: { type: 'refused', params: ({ event }) => event.output }, target: 'error', actions: { type: 'errorRefused', params: ({ event }) => event.output } },
              { guard: { type: 'pushkinPending', params: ({ event }) => event.output }, target: '#orderPayment.verifying', actions: 'markPushkinPending' },
              // The order was annulled: reloaded, so that every part of the page says so.
              { guard: { type: 'pushkinFailed', params: ({ event }) => event.output }, target: '#orderPayment.loading', actions: 'markPushkinAnnulled' },
              { guard: { type: 'pushkinPaid', params: ({ event }) => event.output }, target: '#orderPayment.loading', actions: 'markPushkinPaid' },
              { guard: { type: 'bankRedirect', params: ({ event }) => event.output }, target: 'leaving', actions: { type: 'keepRedirect', params: ({ event }) => event.output } },
              { guard: { type: 'bankForm', params: ({ event }) => event.output }, target: 'leaving', actions: { type: 'keepForm', params: ({ event }) => event.output } },
              // A QR code or a widget with no reservation behind it: as when time runs out
              // while they are open, the server's word on the order decides.
              { guard: 'reservationRanOut', target: '#orderPayment.loading' },
              { guard: { type: 'qrCode', params: ({ event }) => event.output }, target: 'qr', actions: { type: 'keepQr', params: ({ event }) => event.output } },
              { guard: { type: 'walletWidget', params: ({ event }) => event.output }, target: 'widget', actions: { type: 'keepWidget', params: ({ event }) => event.output } },
              // "Unable to pay for order": a success with nothing to follow.
              { target: 'error', actions: 'errorNoOutcome' },
            ],
            onError: [
              // No answer: the bank may or may not have taken the payment; the server knows.
              { guard: 'reservationRanOut', target: '#orderPayment.loading', actions: ['assertActorProvided', 'logFailure'] },
              { target: 'choosing', actions: ['assertActorProvided', 'logFailure'] },
            ],
          },
        },
        // The shell follows `navigation`: a redirect, or a form it submits at once. The
        // bank has the order now; the reservation running out does not call it back.
        leaving: { on: { 'COUNTDOWN.EXPIRED': { guard: 'isReservation' } } },
        // The QR modal: the status is asked every 10 s until it is non-zero.
        qr: {
          initial: 'waiting',
          on: {
            // Closing the modal stops the polling; the reload shows a payment made meanwhile.
            CLOSE_QR: '#orderPayment.loading',
            // Time ran out with the QR open: the server's word on the order decides.
            'COUNTDOWN.EXPIRED': { guard: 'isReservation', target: '#orderPayment.loading' },
          },
          states: {
            waiting: { after: { qrPoll: 'checking' } },
            checking: {
              invoke: {
                src: 'checkQrStatus',
                id: 'checkQrStatus',
                input: ({ context }) => ({ hash: context.hash }),
                onDone: [
                  { guard: { type: 'qrSettled', params: ({ event }) => event.output }, target: '#orderPayment.loading' },
                  { target: 'waiting' },
                ],
                onError: { target: 'waiting', actions: ['assertActorProvided', 'logFailure'] },
              },
            },
          },
        },
        widget: {
          invoke: {
            src: 'openWidget',
            id: 'openWidget',
            input: ({ context }) => context.widget ?? { bankInvoiceId: '', backUrl: null },
            onDone: [
              { guard: { type: 'widgetSucceeded', params: ({ event }) => event.output }, target: '#orderPayment.loading' },
              { guard: { type: 'widgetFailed', params: ({ event }) => event.output }, target: 'error', actions: 'errorDeclined' },
              // Closed by the buyer: back to the choice, nothing to say.
              { target: 'choosing' },
            ],
            // The widget could not open (20 s initialisation time-out): as a 'fail'.
            onError: { target: 'error', actions: ['assertActorProvided', 'logFailure', 'errorDeclined'] },
          },
          on: { 'COUNTDOWN.EXPIRED': { guard: 'isReservation', target: '#orderPayment.loading' } },
        },
        error: { on: { DISMISS: { target: 'choosing', actions: 'clearError' } } },
      },
    },
  },
});
